import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useThrottledValue } from './use-throttled-value.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('passes the value through while not throttled', () => {
  const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 500, false), { initialProps: { value: 1 } });
  rerender({ value: 2 });
  expect(result.current).toBe(2);
});

it('shows a change at most once per interval while throttled, and always the latest in the end', () => {
  const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 500, true), { initialProps: { value: 1 } });
  expect(result.current).toBe(1);
  // The first change after a long quiet shows at once (after the effect's zero-delay timer).
  rerender({ value: 2 });
  act(() => vi.advanceTimersByTime(0));
  expect(result.current).toBe(2);
  // Changes within the interval wait for its end, and only the latest of them shows.
  rerender({ value: 3 });
  act(() => vi.advanceTimersByTime(100));
  rerender({ value: 4 });
  act(() => vi.advanceTimersByTime(300));
  expect(result.current).toBe(2);
  act(() => vi.advanceTimersByTime(100));
  expect(result.current).toBe(4);
});
