import { formatNumber } from '@portal/shared';
import { FILS_PER_JOD } from '@portal/shared/domain';

const JOD_DIGITS = { minimumFractionDigits: 3, maximumFractionDigits: 3 } as const;

/**
 * An amount in fils as JOD with 3 decimals and grouped thousands, without the currency (12500 → "12.500"): for a
 * column or axis whose header already says JOD. Western digits in both languages, as formatMoney.
 */
export function formatJod(fils: number): string {
  return formatNumber(fils / FILS_PER_JOD, JOD_DIGITS);
}
