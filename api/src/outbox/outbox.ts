import { and, eq, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxKind = (typeof outbox.kind.enumValues)[number];
export type OutboxMessage = typeof outbox.$inferSelect;
/** What a caller queues: the kind, what it is about, where it goes and its content. */
export type NewOutboxMessage = Pick<typeof outbox.$inferInsert, 'kind' | 'topic' | 'payload'> &
  Partial<Pick<typeof outbox.$inferInsert, 'recipient' | 'locale' | 'endpointId' | 'eventId' | 'dedupeKey'>> & {
    /** Not sent before this time (quiet hours); now when absent. */
    notBefore?: Date;
  };

/** How one attempt ended, as a sender's `settle` sees it (in the transaction that records it). */
export interface AttemptOutcome {
  ok: boolean;
  at: Date;
  durationMs: number;
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
  /** The message will not be tried again (sent, or given up). */
  final: boolean;
}

/** A failed attempt with what the receiver answered (a webhook's status code and the start of its body). */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null = null,
    readonly excerpt: string | null = null,
    /** Not worth retrying (the target is gone or turned off). */
    readonly final = false,
  ) {
    super(message);
  }
}

export interface OutboxSender {
  /** Sends one message; throws (a `SendFailure` to say more) when it did not go. */
  send(message: OutboxMessage, at: Date): Promise<{ statusCode?: number; excerpt?: string | null } | void>;
  /** When to try again after a failed attempt (`message.attempts` made so far); null gives up. */
  retryAt(message: OutboxMessage, at: Date): Date | null;
  /** Messages of this kind in flight at once in one process (default 4). */
  concurrency?: number;
  /** In flight at once per webhook endpoint: a slow receiver holds its own slots, never the others'. */
  perEndpoint?: number;
  /** Reads what a claimed batch needs in one go (the webhook endpoints), before its messages are sent. */
  prepare?(messages: OutboxMessage[]): Promise<void>;
  /**
   * Records attempts beside their status changes, in the same transaction (the webhook delivery log). A
   * batch whose transaction fails is written again one by one, so it may see an attempt twice.
   */
  settle?(tx: DbOrTx, attempts: SettledAttempt[]): Promise<void>;
  /** These messages' outcomes are written (or given up on): what was kept for `settle` may go. */
  forget?(messages: OutboxMessage[]): void;
}

/** One finished attempt, as its sender's `settle` records it. */
export interface SettledAttempt {
  message: OutboxMessage;
  outcome: AttemptOutcome;
}

export interface OutboxOptions {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Rows taken per claim in a test pass (`process()`). */
  batchSize?: number;
}

const LEASE_MS = 5 * 60_000;

/**
 * Rows are stamped by the database's clock and the worker reads the app's (which tests move ahead): a row
 * is due by either, so a database clock a little ahead of this process's never holds a fresh row back.
 */
const dueAt = (at: Date) => sql`greatest(now(), ${at.toISOString()}::timestamptz)`;

/** Queues messages in the caller's transaction; one whose `dedupeKey` is taken is dropped (its id is not returned). */
export async function enqueueAll(db: DbOrTx, messages: NewOutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      messages.map(({ notBefore, ...values }) => ({ ...values, ...(notBefore ? { nextAttemptAt: notBefore } : {}) })),
    )
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/** Queues one message; null when its `dedupeKey` was taken. */
export async function enqueue(db: DbOrTx, message: NewOutboxMessage): Promise<string | null> {
  const [id] = await enqueueAll(db, [message]);
  return id ?? null;
}

/**
 * The outbox worker of one process. `process()` is one pass (tests drive it); `start()` keeps every kind's
 * slots busy as long as work is due: each finished message frees a slot that is refilled at once, so a slow
 * receiver never makes the others wait for a whole batch.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, log, now, batchSize = 50 } = options;
  const senders = new Map<OutboxKind, OutboxSender>();
  const inFlight = new Map<OutboxKind, number>();
  const endpointInFlight = new Map<string, number>();

  const concurrencyOf = (kind: OutboxKind) => senders.get(kind)?.concurrency ?? 4;

  function busyEndpoints(sender: OutboxSender): string[] {
    const cap = sender.perEndpoint;
    if (!cap) return [];
    return [...endpointInFlight].filter(([, count]) => count >= cap).map(([id]) => id);
  }

  /** Takes up to `limit` due messages of one kind: claimed under a lease so no other worker sends them too. */
  async function claim(kind: OutboxKind, limit: number): Promise<{ messages: OutboxMessage[]; released: number }> {
    const sender = senders.get(kind)!;
    const at = now();
    const busy = busyEndpoints(sender);
    const dueBy = dueAt(at);
    const conditions: SQL[] = [eq(outbox.kind, kind), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, dueBy)];
    if (busy.length) conditions.push(or(sql`${outbox.endpointId} is null`, notInArray(outbox.endpointId, busy))!);
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(...conditions))
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({
          status: 'sending',
          attempts: sql`${outbox.attempts} + 1`,
          lockedUntil: new Date(at.getTime() + LEASE_MS),
        })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    if (!sender.perEndpoint) return { messages: claimed, released: 0 };
    // More for one endpoint than its free slots: the rest go back, untried, for a later claim.
    const kept: OutboxMessage[] = [];
    const extra: string[] = [];
    const taken = new Map<string, number>();
    for (const message of claimed) {
      const endpoint = message.endpointId;
      const count = endpoint ? (endpointInFlight.get(endpoint) ?? 0) + (taken.get(endpoint) ?? 0) : 0;
      if (endpoint && count >= sender.perEndpoint) extra.push(message.id);
      else {
        if (endpoint) taken.set(endpoint, (taken.get(endpoint) ?? 0) + 1);
        kept.push(message);
      }
    }
    if (extra.length)
      await db
        .update(outbox)
        .set({ status: 'pending', attempts: sql`${outbox.attempts} - 1`, lockedUntil: null })
        .where(inArray(outbox.id, extra));
    return { messages: kept, released: extra.length };
  }

  /** Messages left `sending` by a process that died (its lease is over) are due again. */
  async function takeBackLeases() {
    await db
      .update(outbox)
      .set({ status: 'pending', lockedUntil: null })
      .where(and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, dueAt(now()))));
  }

  // ─── Outcomes, written together ───
  // Attempts that end while a write is under way wait for the next one: under load one transaction (one
  // commit) records many outcomes, and their slots are refilled by one claim.
  interface Finished extends SettledAttempt {
    retryAt: Date | null;
    resolve(): void;
    reject(error: unknown): void;
  }
  let finished: Finished[] = [];
  let writing = false;

  function record(attempt: Omit<Finished, 'resolve' | 'reject'>): Promise<void> {
    return new Promise((resolve, reject) => {
      finished.push({ ...attempt, resolve, reject });
      if (!writing) void writeOutcomes();
    });
  }

  async function writeBatch(batch: Finished[]) {
    await db.transaction(async (tx) => {
      const rows = batch.map(({ message, outcome, retryAt }) => ({
        id: message.id,
        status: outcome.ok ? 'sent' : retryAt ? 'pending' : 'failed',
        sent_at: outcome.ok ? outcome.at.toISOString() : null,
        code: outcome.statusCode,
        error: outcome.ok ? null : outcome.error,
        next: retryAt?.toISOString() ?? null,
      }));
      await tx.execute(sql`
        update ${outbox} as o set status = v.status, sent_at = v.sent_at, locked_until = null,
          last_status_code = v.code, last_error = v.error, next_attempt_at = coalesce(v.next, o.next_attempt_at)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(id uuid, status text, sent_at timestamptz, code integer, error text, next timestamptz)
        where o.id = v.id`);
      for (const [kind, sender] of senders) {
        const ofKind = batch.filter(({ message }) => message.kind === kind);
        if (ofKind.length && sender.settle) await sender.settle(tx, ofKind);
      }
    });
  }

  async function writeOutcomes() {
    writing = true;
    try {
      while (finished.length) {
        const batch = finished;
        finished = [];
        try {
          await writeBatch(batch);
          for (const item of batch) item.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          // One bad outcome must not cost the others theirs: each on its own.
          else for (const item of batch) await writeBatch([item]).then(item.resolve, item.reject);
        }
        for (const [kind, sender] of senders)
          sender.forget?.(batch.filter(({ message }) => message.kind === kind).map(({ message }) => message));
      }
    } finally {
      writing = false;
    }
  }

  /** One attempt at one message, its outcome written (with others' that ended meanwhile); true when it went. */
  async function attempt(message: OutboxMessage): Promise<boolean> {
    const sender = senders.get(message.kind)!;
    const started = performance.now();
    let statusCode: number | null = null;
    let excerpt: string | null = null;
    let error: string | null = null;
    let final = false;
    try {
      const result = await sender.send(message, now());
      statusCode = result?.statusCode ?? null;
      excerpt = result?.excerpt ?? null;
    } catch (caught) {
      const failure = caught instanceof SendFailure ? caught : null;
      error = String((caught as Error)?.message ?? caught).slice(0, 1000);
      statusCode = failure?.statusCode ?? null;
      excerpt = failure?.excerpt ?? null;
      final = failure?.final ?? false;
    }
    const at = now();
    const ok = error === null;
    const retryAt = ok || final ? null : sender.retryAt(message, at);
    const outcome: AttemptOutcome = {
      ok,
      at,
      durationMs: Math.round(performance.now() - started),
      statusCode,
      excerpt,
      error,
      final: ok || !retryAt,
    };
    await record({ message, outcome, retryAt });
    if (!ok)
      log.warn(
        { outboxId: message.id, kind: message.kind, attempts: message.attempts, error, giveUp: outcome.final },
        'outbox message not sent',
      );
    return ok;
  }

  /** The sender reads what the batch needs; without it each message reads its own. */
  async function prepare(kind: OutboxKind, messages: OutboxMessage[]) {
    await senders
      .get(kind)
      ?.prepare?.(messages)
      .catch((error) => log.warn({ err: error, kind }, 'outbox prepare failed'));
  }

  /** Runs one message, holding its kind's and endpoint's slots meanwhile. */
  async function run(message: OutboxMessage): Promise<boolean> {
    inFlight.set(message.kind, (inFlight.get(message.kind) ?? 0) + 1);
    const endpoint = message.endpointId;
    if (endpoint) endpointInFlight.set(endpoint, (endpointInFlight.get(endpoint) ?? 0) + 1);
    try {
      return await attempt(message);
    } catch (error) {
      log.error({ err: error, outboxId: message.id }, 'outbox attempt failed');
      return false;
    } finally {
      inFlight.set(message.kind, (inFlight.get(message.kind) ?? 1) - 1);
      if (endpoint) {
        const left = (endpointInFlight.get(endpoint) ?? 1) - 1;
        if (left > 0) endpointInFlight.set(endpoint, left);
        else endpointInFlight.delete(endpoint);
      }
    }
  }

  /** One pass: what is due now of these kinds, each kind `concurrency` at a time; returns how many went. */
  async function process(kinds: OutboxKind[] = [...senders.keys()]): Promise<number> {
    let sent = 0;
    await takeBackLeases();
    for (const kind of kinds) {
      if (!senders.has(kind)) continue;
      const { messages: batch } = await claim(kind, batchSize);
      if (batch.length) await prepare(kind, batch);
      let next = 0;
      const lane = async () => {
        while (next < batch.length) if (await run(batch[next++])) sent += 1;
      };
      await Promise.all(Array.from({ length: Math.min(concurrencyOf(kind), batch.length) }, lane));
    }
    return sent;
  }

  // ─── The running worker ───
  let closing = false;
  let timer: NodeJS.Timeout | null = null;
  const claiming = new Set<OutboxKind>();
  const again = new Set<OutboxKind>();
  const running = new Set<Promise<unknown>>();
  let scheduled = false;
  let leasesCheckedAt = 0;

  /** Fills these kinds' free slots with due messages; called on a timer, on a wake-up and as slots free. */
  function pump(kinds: Iterable<OutboxKind> = senders.keys()) {
    if (closing) return;
    for (const kind of kinds) {
      const free = concurrencyOf(kind) - (inFlight.get(kind) ?? 0);
      if (free <= 0) continue;
      // A claim is under way: look again when it is done, as what woke us may have come after it began.
      if (claiming.has(kind)) {
        again.add(kind);
        continue;
      }
      claiming.add(kind);
      const claimed = claim(kind, free)
        .then(async ({ messages, released }) => {
          // Some went back (their endpoint was full): others may be due behind them.
          if (released) schedule(kind);
          if (messages.length) await prepare(kind, messages);
          for (const message of messages) {
            const job = run(message).finally(() => {
              running.delete(job);
              schedule(kind);
            });
            running.add(job);
          }
          return messages.length;
        })
        .catch((error) => {
          log.error({ err: error, kind }, 'outbox claim failed');
          return 0;
        })
        .finally(() => {
          claiming.delete(kind);
          running.delete(claimed);
          if (again.delete(kind)) schedule(kind);
        });
      running.add(claimed);
    }
  }

  // Kinds to look at on the next pump: a freed slot looks at its own kind only; many frees, one pump.
  const due = new Set<OutboxKind>();
  function schedule(kind?: OutboxKind) {
    if (closing || !timer) return;
    for (const one of kind ? [kind] : senders.keys()) due.add(one);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const kinds = [...due];
      due.clear();
      pump(kinds);
    });
  }

  // Wake-ups within 50 ms of each other share one pass (a busy API queues mail on many requests).
  let waking: NodeJS.Timeout | null = null;
  let wakeAgain = false;
  function wakeSoon() {
    if (waking) {
      wakeAgain = true;
      return;
    }
    waking = setTimeout(() => {
      waking = null;
      schedule();
      if (wakeAgain) {
        wakeAgain = false;
        wakeSoon();
      }
    }, 50);
    waking.unref();
  }

  return {
    register(kind: OutboxKind, sender: OutboxSender) {
      senders.set(kind, sender);
    },
    process,
    /** Starts the worker: a pass every `intervalMs`, and at once when woken. */
    start(intervalMs: number) {
      timer = setInterval(() => {
        schedule();
        // Leases last minutes: looking for lost ones now and then is enough.
        if (Date.now() - leasesCheckedAt >= LEASE_MS / 5) {
          leasesCheckedAt = Date.now();
          takeBackLeases().catch((error) => log.error({ err: error }, 'outbox lease check failed'));
        }
      }, intervalMs);
      timer.unref();
    },
    /** Asks for a pass soon (after the caller's transaction has committed). */
    wake() {
      if (timer) wakeSoon();
    },
    async close() {
      closing = true;
      if (timer) clearInterval(timer);
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
