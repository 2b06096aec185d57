/** Money is JOD stored as integer fils (1 JOD = 1000 fils). */
export const FILS_PER_JOD = 1000;

export function filsToJodString(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fils));
  return `${sign}${Math.floor(abs / FILS_PER_JOD)}.${String(abs % FILS_PER_JOD).padStart(3, '0')}`;
}

/** Parses '12.5' or '12.500' JOD into fils; null when not a valid amount with at most 3 decimals. */
export function jodStringToFils(value: string): number | null {
  const match = /^\s*(-?)(\d{1,9})(?:\.(\d{1,3}))?\s*$/.exec(value);
  if (!match) return null;
  const fils = Number(match[2]) * FILS_PER_JOD + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] === '-' ? -fils : fils;
}

/**
 * Chargeable weight in kg (docs/architecture.md#pricing-and-coverage): sum of max(actual, volumetric L×W×H/5000),
 * rounded up to 0.5 kg.
 */
export function chargeableWeightKg(
  pieces: readonly { weightKg: number; lengthCm: number; widthCm: number; heightCm: number }[],
): number {
  const total = pieces.reduce((sum, p) => sum + Math.max(p.weightKg, (p.lengthCm * p.widthCm * p.heightCm) / 5000), 0);
  return Math.ceil(total * 2 - 1e-9) / 2;
}
