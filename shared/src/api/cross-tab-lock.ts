/**
 * One token refresh at a time across the tabs of this browser (docs/architecture.md#accounts-sessions-and-passwords): a
 * rotated refresh token used twice revokes the whole family on the server, so two tabs must never refresh with the same
 * token. Web Locks when the browser has them, else an election over a BroadcastChannel.
 */
export const REFRESH_LOCK_NAME = 'courier-portal-token-refresh';

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

type LockMessage = { type: 'claim'; id: string; at: number } | { type: 'release'; id: string };

export interface BroadcastLockOptions {
  /** How long to wait for a competing claim before holding the lock. */
  settleMs?: number;
  /** A claim older than this is treated as abandoned (its tab closed mid-refresh). */
  staleMs?: number;
  now?: () => number;
  id?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A best-effort mutex over a BroadcastChannel: announce a claim, wait a moment, and hold the
 * lock only if no older claim is live; otherwise withdraw and wait for the older one's release.
 */
export function createBroadcastLock(channel: ChannelLike, options: BroadcastLockOptions = {}) {
  const settleMs = options.settleMs ?? 40;
  const staleMs = options.staleMs ?? 15_000;
  const now = options.now ?? Date.now;
  const ownId = options.id ?? Math.random().toString(36).slice(2);
  const peerClaims = new Map<string, number>();
  let releaseWaiters: (() => void)[] = [];
  let localQueue: Promise<unknown> = Promise.resolve();

  channel.addEventListener('message', ({ data }) => {
    const message = data as LockMessage;
    if (!message || typeof message !== 'object' || message.id === ownId) return;
    if (message.type === 'claim') peerClaims.set(message.id, message.at);
    if (message.type === 'release') {
      peerClaims.delete(message.id);
      const waiters = releaseWaiters;
      releaseWaiters = [];
      waiters.forEach((wake) => wake());
    }
  });

  const livePeerClaims = () => {
    const cutoff = now() - staleMs;
    for (const [id, at] of peerClaims) if (at < cutoff) peerClaims.delete(id);
    return [...peerClaims.entries()];
  };

  const waitForRelease = () =>
    Promise.race([new Promise<void>((resolve) => releaseWaiters.push(resolve)), sleep(staleMs)]);

  async function acquire(): Promise<void> {
    for (;;) {
      while (livePeerClaims().length > 0) await waitForRelease();
      const at = now();
      channel.postMessage({ type: 'claim', id: ownId, at } satisfies LockMessage);
      await sleep(settleMs);
      const beatsUs = livePeerClaims().some(([id, peerAt]) => peerAt < at || (peerAt === at && id < ownId));
      if (!beatsUs) return;
      channel.postMessage({ type: 'release', id: ownId } satisfies LockMessage);
    }
  }

  async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      channel.postMessage({ type: 'release', id: ownId } satisfies LockMessage);
    }
  }

  return {
    /** Runs `task` while holding the lock; calls within this tab queue behind each other. */
    request<T>(task: () => Promise<T>): Promise<T> {
      const result = localQueue.then(() => run(task));
      localQueue = result.catch(() => undefined);
      return result;
    },
  };
}

let broadcastLock: ReturnType<typeof createBroadcastLock> | undefined;

/** Runs `task` while no other tab of this origin runs one under the same lock. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
  }
  if (typeof globalThis.BroadcastChannel === 'function') {
    broadcastLock ??= createBroadcastLock(new BroadcastChannel(REFRESH_LOCK_NAME));
    return broadcastLock.request(task);
  }
  return task();
}
