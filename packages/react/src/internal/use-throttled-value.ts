'use client';

import { useEffect, useState } from 'react';

/**
 * `value` itself while `throttled` is false. While it is true, `value` as it was at most
 * `intervalMs` ago: a change shows at once when the last one shown is older than that, else at the
 * end of the interval, so the latest value is never left behind.
 */
export function useThrottledValue<T>(value: T, intervalMs: number, throttled: boolean): T {
  const [shown, setShown] = useState({ value, at: Number.NEGATIVE_INFINITY });
  useEffect(() => {
    if (!throttled || Object.is(shown.value, value)) return;
    const timer = setTimeout(() => setShown({ value, at: performance.now() }), Math.max(0, shown.at + intervalMs - performance.now()));
    return () => clearTimeout(timer);
  }, [value, throttled, shown, intervalMs]);
  return throttled ? shown.value : value;
}
