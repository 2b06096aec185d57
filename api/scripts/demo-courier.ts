/**
 * `npm run demo:courier`: plays the demo couriers against a running demo portal through the courier
 * partner API, so the portal comes alive: each round moves every shipment handed to a courier one
 * step along pick-up → on-going → delivered (about one in eight is returned instead).
 *
 *   PORTAL_URL   where the portal runs (default http://localhost:8080)
 *   COURIER_KEYS comma-separated courier keys (default: the demo couriers' keys from the demo seed)
 *   --rounds N   rounds to play (default 3: enough to deliver a pending shipment)
 *   --interval S seconds between rounds (default 2)
 *   --watch      keep playing every interval until stopped (Ctrl-C)
 */
import { createHash } from 'node:crypto';
import { DEMO_COURIERS, demoCourierKey } from '../src/db/seed/demo';

interface PartnerShipment {
  trackingNumber: string;
  status: number;
  sender: { cityName: string } | null;
  recipient: { cityName: string } | null;
}

const PICK_UP = 2;
const ON_GOING = 3;
const DELIVERED = 4;
const RETURNED = 6;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

const baseUrl = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const keys = process.env.COURIER_KEYS
  ? process.env.COURIER_KEYS.split(',')
      .map((k) => k.trim())
      .filter(Boolean)
  : DEMO_COURIERS.map((c) => demoCourierKey(c.code).plaintext);
const watch = process.argv.includes('--watch');
const rounds = watch ? Infinity : option('rounds', 3);
const intervalMs = option('interval', 2) * 1000;

async function partner<T>(
  key: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1/partner${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

/** Every shipment the courier still has to move (pending, picked up, on its way). */
async function openShipments(key: string): Promise<PartnerShipment[]> {
  const all: PartnerShipment[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await partner<{ items: PartnerShipment[]; total: number; message?: string }>(
      key,
      'GET',
      `/shipments?status=1&status=2&status=3&pageSize=100&page=${page}`,
    );
    if (status !== 200) throw new Error(`listing shipments answered ${status}: ${body.message ?? ''}`);
    all.push(...body.items);
    if (page * 100 >= body.total) return all;
  }
}

/** Some shipments come back: decided by the tracking number, so a rerun makes the same choice. */
const returns = (trackingNumber: string) => createHash('sha256').update(trackingNumber).digest()[0] % 8 === 0;

function nextStep(shipment: PartnerShipment): { status: number; location: string; note: string } | null {
  const from = shipment.sender?.cityName ?? 'Origin';
  const to = shipment.recipient?.cityName ?? 'Destination';
  switch (shipment.status) {
    case 1:
      return { status: PICK_UP, location: from, note: 'Picked up by the courier' };
    case PICK_UP:
      return { status: ON_GOING, location: `${from} sorting hub`, note: 'On the way to the destination city' };
    case ON_GOING:
      return returns(shipment.trackingNumber)
        ? { status: RETURNED, location: from, note: 'Recipient not reachable: returned to the sender' }
        : { status: DELIVERED, location: to, note: 'Delivered to the recipient' };
    default:
      return null;
  }
}

async function playRound(round: number): Promise<number> {
  let moved = 0;
  for (const key of keys) {
    const shipments = await openShipments(key);
    for (const shipment of shipments) {
      const step = nextStep(shipment);
      if (!step) continue;
      // The event id names the step, so running the script twice never posts the same event twice.
      const eventId = `demo-${shipment.trackingNumber}-${step.status}`;
      const { status, body } = await partner<{ message?: string }>(
        key,
        'POST',
        `/shipments/${shipment.trackingNumber}/events`,
        { eventId, ...step },
      );
      if (status === 201) moved++;
      else if (status !== 200) console.warn(`  ${shipment.trackingNumber}: ${status} ${body.message ?? ''}`);
    }
  }
  console.log(`round ${round}: moved ${moved} shipment${moved === 1 ? '' : 's'} one step`);
  return moved;
}

async function main() {
  console.log(`Playing ${keys.length} courier${keys.length === 1 ? '' : 's'} against ${baseUrl}`);
  for (let round = 1; round <= rounds; round++) {
    const moved = await playRound(round);
    if (!watch && moved === 0) break;
    if (round < rounds) await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
