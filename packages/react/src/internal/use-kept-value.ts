'use client';

import { useRef } from 'react';

/**
 * `value`, or while it is `undefined` the last value it had for the same `scope` (compared with
 * `Object.is`), with `stale` true: what a part shows while its next value is computed, rather than
 * nothing. A value kept for one scope never shows for another.
 */
export function useKeptValue<T>(value: T | undefined, scope: unknown): { value: T | undefined; stale: boolean } {
  const kept = useRef<{ value: T; scope: unknown } | undefined>(undefined);
  if (value !== undefined) {
    kept.current = { value, scope };
    return { value, stale: false };
  }
  const last = kept.current !== undefined && Object.is(kept.current.scope, scope) ? kept.current.value : undefined;
  return { value: last, stale: last !== undefined };
}
