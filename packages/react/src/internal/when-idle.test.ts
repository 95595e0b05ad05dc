import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

const stops: Array<() => void> = [];
// One fake clock for the file, so that it only moves on from test to test.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
beforeEach(() => {
  // Past any input an earlier test made.
  vi.advanceTimersByTime(1_000);
});
afterEach(() => stops.splice(0).forEach((stop) => stop()));
afterAll(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('calls the step with a budget until it says it is done', () => {
    const budgets: number[] = [];
    stops.push(whenIdle((budgetMs) => budgets.push(budgetMs) >= 3));
    vi.advanceTimersByTime(100);
    expect(budgets).toHaveLength(3);
    expect(budgets.every((budget) => budget > 0 && budget <= 10)).toBe(true);
  });

  it.each(['keydown', 'scroll', 'pointerdown'])('waits while the user is busy (%s), then goes on', (type) => {
    let calls = 0;
    window.dispatchEvent(new Event(type));
    stops.push(whenIdle(() => (calls += 1) > 0));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(100);
    expect(calls).toBe(0);
    vi.advanceTimersByTime(100);
    expect(calls).toBe(1);
  });

  it('stops when told to', () => {
    let calls = 0;
    const stop = whenIdle(() => {
      calls += 1;
      return false;
    });
    vi.advanceTimersByTime(50);
    stop();
    const before = calls;
    vi.advanceTimersByTime(100);
    expect(before).toBeGreaterThan(0);
    expect(calls).toBe(before);
  });
});

describe('whenIdle with requestIdleCallback', () => {
  /** Idle periods as a browser gives them, on the fake clock: each lasts 50 ms from when its callback runs. */
  let periods = 0;
  beforeEach(() => {
    periods = 0;
    const idle = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    idle.requestIdleCallback = (callback: IdleRequestCallback) =>
      setTimeout(() => {
        periods += 1;
        const end = performance.now() + 50;
        callback({ didTimeout: false, timeRemaining: () => Math.max(0, end - performance.now()) });
      }, 0);
    idle.cancelIdleCallback = (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle);
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    const idle = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    delete idle.requestIdleCallback;
    delete idle.cancelIdleCallback;
  });
  /** Lets the tasks between slices run (they are messages, not timers, so the fake clock does not hold them). */
  async function tasks(until: () => boolean) {
    for (let turn = 0; turn < 100 && !until(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  }

  it('goes on slicing within one idle period, each slice in a task of its own', async () => {
    const budgets: number[] = [];
    stops.push(whenIdle((budgetMs) => budgets.push(budgetMs) >= 4));
    vi.advanceTimersByTime(0);
    expect(budgets).toHaveLength(1);
    await tasks(() => budgets.length >= 4);
    expect(budgets).toHaveLength(4);
    expect(periods).toBe(1);
    expect(budgets.every((budget) => budget > 0 && budget <= 10)).toBe(true);
  });

  it('stops slicing when a key goes down between slices, and waits for the next quiet idle period', async () => {
    let calls = 0;
    stops.push(
      whenIdle(() => {
        calls += 1;
        if (calls === 2) window.dispatchEvent(new Event('keydown'));
        return calls >= 3;
      }),
    );
    vi.advanceTimersByTime(0);
    await tasks(() => calls >= 2);
    await tasks(() => false);
    expect(calls).toBe(2);
    vi.advanceTimersByTime(200);
    expect(calls).toBe(3);
  });
});
