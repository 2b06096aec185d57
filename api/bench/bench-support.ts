import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import type { AppOptions } from '../src/config';
import { openDatabase } from '../src/db/client';
import { memoryTransport } from '../src/mail/transport';
import { SHIPMENT_IMPORT_COLUMNS } from '../src/services/imports/csv';

/** The value below which a share `p` (0–1) of the list falls (nearest rank). */
export function percentile(list: number[], p: number): number {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** A budget no timing run reaches: the limits would otherwise answer instead of the code being timed. */
export const RAISED = { max: 1_000_000, windowMs: 60_000 };

/**
 * An app for a timing run, in process on an in-memory PGlite, mail kept in memory and the outbox worker
 * off (its sends would land inside the requests' times); `close` ends both.
 */
async function timingApp(options: Partial<AppOptions>) {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const app = await buildApp({
    database: { instance: database },
    jwtSecret: randomBytes(32).toString('hex'),
    mail: { transport: memoryTransport() },
    outbox: { workerIntervalMs: false },
    logRequests: false,
    ...options,
  });
  await app.ready();
  return Object.assign(app, {
    closeAll: async () => {
      await app.close();
      await database.close();
    },
  });
}

/** Each kind's median, the first tenth of the rounds left out (they warm the JIT and the database's caches). */
function printMedians(timings: Record<string, number[]>) {
  for (const [name, samples] of Object.entries(timings)) {
    const kept = samples.slice(Math.floor(samples.length / 10));
    console.log(`${name.padEnd(10)} median ${percentile(kept, 0.5).toFixed(2)} ms over ${kept.length}`);
  }
}

/**
 * A timing run: the app (timingApp), the rounds `time` makes on it (milliseconds by kind of request), their
 * medians printed; exits 1 on a failure.
 */
export function timingRun(
  options: Partial<AppOptions>,
  time: (app: Awaited<ReturnType<typeof timingApp>>) => Promise<Record<string, number[]>>,
) {
  void (async () => {
    const app = await timingApp(options);
    try {
      printMedians(await time(app));
    } finally {
      await app.closeAll();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

const CITIES = ['Amman', 'Irbid', 'Zarqa', 'Aqaba', 'Madaba', 'عمان'];

/**
 * An import file of `rows` shipments from the demo sender, every one deliverable, references tagged `tag`;
 * with `withEmail`, every recipient has an e-mail address too (recipient-<tag>-<row>@example.com).
 */
export function csvFile(rows: number, tag: string, withEmail = false): string {
  const lines = [SHIPMENT_IMPORT_COLUMNS.map((column) => column.key).join(',')];
  for (let i = 0; i < rows; i++) {
    const fields: Record<string, string> = {
      recipient_name: `Recipient ${tag}-${i}`,
      recipient_phone: `079${String(1_000_000 + i).padStart(7, '0')}`,
      ...(withEmail ? { recipient_email: `recipient-${tag}-${i}@example.com` } : {}),
      country: 'Jordan',
      city: CITIES[i % CITIES.length],
      address_line: `Street ${i}`,
      // Every third row a custom parcel, priced by weight or volume.
      ...(i % 3 === 0
        ? { weight_kg: (0.5 + (i % 7)).toFixed(1), length_cm: '40', width_cm: '30', height_cm: String(10 + (i % 30)) }
        : { parcel_type: 'small-box', weight_kg: (0.5 + (i % 10)).toFixed(1) }),
      quantity: String(1 + (i % 2)),
      reference: `BATCH-${tag}-${i % 900}`,
    };
    lines.push(SHIPMENT_IMPORT_COLUMNS.map((column) => fields[column.key] ?? '').join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Books `rows` shipments through an import (upload, cheapest courier per row, bought 100 at a time). */
export async function importCsv(
  baseUrl: string,
  token: string,
  rows: number,
  tag: string,
  withEmail = false,
): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([csvFile(rows, tag, withEmail)], { type: 'text/csv' }), `${tag}.csv`);
  const auth = { authorization: `Bearer ${token}` };
  const uploaded = await fetch(`${baseUrl}/api/v1/shipments/imports`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const importId = ((await uploaded.json()) as { import: { id: string } }).import.id;
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1/shipments/imports/${importId}/batch/${url}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`batch ${url} answered ${response.status}`);
    return response.json() as Promise<{ choices: unknown[] }>;
  };
  const { choices } = await post('preview', { rule: 'cheapest' });
  for (let at = 0; at < choices.length; at += 100) await post('buy', { rows: choices.slice(at, at + 100) });
}
