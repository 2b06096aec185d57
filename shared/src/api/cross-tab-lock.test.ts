import { createBroadcastLock } from './cross-tab-lock';

/** Channels of one origin: a message posted on one reaches every other, asynchronously like the real thing. */
function fakeOrigin() {
  const channels: { listeners: ((event: { data: unknown }) => void)[] }[] = [];
  return function openChannel() {
    const self = { listeners: [] as ((event: { data: unknown }) => void)[] };
    channels.push(self);
    return {
      postMessage(data: unknown) {
        for (const other of channels)
          if (other !== self) setTimeout(() => other.listeners.forEach((listener) => listener({ data })), 1);
      },
      addEventListener: (_type: 'message', listener: (event: { data: unknown }) => void) =>
        self.listeners.push(listener),
      removeEventListener: () => undefined,
    };
  };
}

// Fake timers: the settle and stale windows and the tasks' own work elapse on jest's clock, so the
// tests neither wait in real time nor depend on how busy the machine is.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('BroadcastChannel lock (browsers without Web Locks)', () => {
  it('never lets two tabs hold the lock at once, even when they ask at the same moment', async () => {
    const openChannel = fakeOrigin();
    const tabs = ['a', 'b', 'c'].map((id) => createBroadcastLock(openChannel(), { id, settleMs: 10 }));
    let holders = 0;
    let maxHolders = 0;
    const order: string[] = [];
    const task = (name: string) => async () => {
      holders += 1;
      maxHolders = Math.max(maxHolders, holders);
      await sleep(15);
      order.push(name);
      holders -= 1;
      return name;
    };

    const all = Promise.all(tabs.map((tab, index) => tab.request(task(`tab-${index}`))));
    await jest.advanceTimersByTimeAsync(1_000);
    const results = await all;

    expect(results).toEqual(['tab-0', 'tab-1', 'tab-2']);
    expect(order).toHaveLength(3);
    expect(maxHolders).toBe(1);
  });

  it('queues calls within one tab and releases the lock when a task fails', async () => {
    const lock = createBroadcastLock(fakeOrigin()(), { settleMs: 1 });
    const failing = lock.request(async () => {
      throw new Error('refresh failed');
    });
    const next = lock.request(async () => 'next');
    await jest.advanceTimersByTimeAsync(100);
    await expect(failing).rejects.toThrow('refresh failed');
    await expect(next).resolves.toBe('next');
  });

  it('takes over from a tab that closed while holding the lock once its claim is stale', async () => {
    let clock = 1_000;
    const openChannel = fakeOrigin();
    const closedTab = openChannel();
    const tab = createBroadcastLock(openChannel(), { settleMs: 1, staleMs: 50, now: () => clock });
    closedTab.postMessage({ type: 'claim', id: 'gone', at: clock });
    await jest.advanceTimersByTimeAsync(5);
    clock += 100;

    const done = tab.request(async () => 'done');
    await jest.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe('done');
  });
});
