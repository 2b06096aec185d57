import { createHash } from 'node:crypto';
import { generateTrackingNumber } from '../../src/lib/tracking-number';
import { expectedDates } from '../../src/services/shipments/rating';
import type { RecordedExample } from './recorder';

/** The instant every example is told from: a walk's own times become this plus whole days. */
const BASE = Date.parse('2026-11-27T09:30:00.000Z');
const DAY = 86_400_000;
const AMMAN_OFFSET = 3 * 3_600_000;
/** Lists are cut to this many items: enough to show their shape. */
const MAX_ITEMS = 3;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const DATE_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A logo URL's version: the time it was uploaded, in milliseconds. */
const CACHE_BUSTER = /([?&]v=)(\d{13})\b/g;
const TRACKING_NUMBER = /\bPT\d{11}\b/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const API_KEY = /\b(pk|ck)_([0-9a-f]{16})(_[A-Za-z0-9]+)?/g;
const WEBHOOK_SECRET = /\bwhsec_[\w-]+/g;
/** A random URL-safe token (refresh, reset, invitation: 32 bytes, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Random codes, found by their field's name. */
const RANDOM_CODES = new Set(['referralCode']);
/** Per-run measures with no stable value. */
const VOLATILE_NUMBERS = new Set(['durationMs']);

/** Every access token (two signed in the same second are equal, so they cannot be told apart stably). */
const SIGNED_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI2ZWI5YzNhNy1iZGZkLTQ5ZmIiLCJleHAiOjE3OTUyNjQzMDB9.q2dS3VbV0pDqk4l0m8d2sJq3nJg5yZ0oQm1s7fX2pWc';

const digest = (seed: string) => createHash('sha256').update(seed).digest();

/**
 * Turns a walk's answers into examples that are the same on every run: identifiers, times, tracking
 * numbers, tokens, keys and secrets become realistic stand-ins (the same stand-in for the same value
 * everywhere, so the examples still refer to each other), and long lists are cut short.
 */
export class Scrubber {
  private readonly stand = new Map<string, string>();
  /** Per kind, so that one kind's count (two equal tokens signed in the same second) never shifts another's. */
  private readonly counts = new Map<string, number>();

  constructor(private readonly walkStart: number) {}

  private standIn(kind: string, value: string, make: (hash: Buffer) => string): string {
    let replacement = this.stand.get(value);
    if (!replacement) {
      const count = (this.counts.get(kind) ?? 0) + 1;
      this.counts.set(kind, count);
      replacement = make(digest(`portal-example-${kind}-${count}`));
      this.stand.set(value, replacement);
    }
    return replacement;
  }

  /** A key's 16 hex digits, alone (a courier key's `prefix`) or in the key. */
  private prefix(hex: string): string {
    return this.standIn('key', hex, (hash) => hash.toString('hex').slice(0, 16));
  }

  private shiftedTime(value: string): string {
    const days = Math.round((Date.parse(value) - this.walkStart) / DAY);
    return new Date(BASE + days * DAY).toISOString();
  }

  /** A calendar day, told from the walk's own day in Amman (UTC+3 all year, as the server counts days). */
  private shiftedDay(value: string): string {
    const walkDay = new Date(this.walkStart + AMMAN_OFFSET).toISOString().slice(0, 10);
    const days = Math.round((Date.parse(value) - Date.parse(walkDay)) / DAY);
    return new Date(BASE + days * DAY).toISOString().slice(0, 10);
  }

  text(value: string): string {
    if (DATE.test(value) && !Number.isNaN(Date.parse(value))) return this.shiftedDay(value);
    if (TOKEN.test(value) && !/^\d+$/.test(value))
      return this.standIn('token', value, (hash) => hash.toString('base64url').slice(0, 43));
    return value
      .replace(DATE_TIME, (time) => this.shiftedTime(time))
      .replace(
        CACHE_BUSTER,
        (_, name: string, ms: string) => `${name}${Date.parse(this.shiftedTime(new Date(Number(ms)).toISOString()))}`,
      )
      .replace(UUID, (id) =>
        this.standIn('id', id, (hash) => {
          const hex = hash.toString('hex');
          return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
        }),
      )
      .replace(TRACKING_NUMBER, (number) =>
        this.standIn('tracking', number, (hash) => {
          let index = 0;
          return generateTrackingNumber((max) => hash[index++ % hash.length] % max);
        }),
      )
      .replace(JWT, () => SIGNED_TOKEN)
      .replace(API_KEY, (_key, kind: string, prefix: string, rest?: string) => {
        const hex = this.prefix(prefix);
        return `${kind}_${hex}${rest ? `_${'x'.repeat(rest.length - 1)}` : ''}`;
      })
      .replace(WEBHOOK_SECRET, (secret) =>
        this.standIn('secret', secret, (hash) => `whsec_${hash.toString('base64url')}`),
      );
  }

  value(value: unknown, key = ''): unknown {
    if (typeof value === 'string' && key === 'prefix' && /^[0-9a-f]{16}$/.test(value)) return this.prefix(value);
    if (typeof value === 'string' && RANDOM_CODES.has(key))
      return this.standIn('code', value, (hash) => hash.toString('hex').slice(0, value.length).toUpperCase());
    // A one-time code sent by e-mail or SMS (the tracking page's update codes): six other digits.
    if (typeof value === 'string' && key === 'code' && /^\d{6}$/.test(value))
      return this.standIn('digits', value, (hash) => String(hash.readUInt32BE(0) % 1_000_000).padStart(6, '0'));
    if (typeof value === 'string') return this.text(value);
    if (typeof value === 'number' && VOLATILE_NUMBERS.has(key)) return 120;
    if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => this.value(item));
    if (value && typeof value === 'object')
      return this.expectedDays(
        value as Record<string, unknown>,
        Object.fromEntries(Object.entries(value).map(([name, item]) => [name, this.value(item, name)])),
      );
    return value;
  }

  /**
   * Expected pick-up and delivery days follow the working week, so shifting them by calendar days would
   * make them depend on the weekday of the walk: they are told again from BASE with the same transit.
   */
  private expectedDays(original: Record<string, unknown>, scrubbed: Record<string, unknown>) {
    const pickup = original.expectedPickupDate;
    const delivery = original.expectedDeliveryDate;
    if (typeof pickup !== 'string' || typeof delivery !== 'string' || !DATE.test(pickup) || !DATE.test(delivery))
      return scrubbed;
    let transit = 0;
    for (let day = Date.parse(pickup) + DAY; day <= Date.parse(delivery); day += DAY)
      if (![5, 6].includes(new Date(day).getUTCDay())) transit += 1;
    const dates = expectedDates(new Date(BASE), transit);
    return { ...scrubbed, expectedPickupDate: dates.pickup, expectedDeliveryDate: dates.delivery };
  }

  example(example: RecordedExample): RecordedExample {
    return this.value(example) as RecordedExample;
  }
}

/** The examples file's content: operations in document order, each scrubbed. */
export function scrubbedExamples(
  recorded: Map<string, RecordedExample>,
  order: string[],
  walkStart: number,
): Record<string, RecordedExample> {
  const scrubber = new Scrubber(walkStart);
  return Object.fromEntries(
    order.filter((label) => recorded.has(label)).map((label) => [label, scrubber.example(recorded.get(label)!)]),
  );
}
