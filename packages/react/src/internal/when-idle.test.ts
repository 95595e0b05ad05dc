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

  it.each(['keydown', 'scroll'])('waits while the user is busy (%s), then goes on', (type) => {
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
