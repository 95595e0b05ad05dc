'use client';

import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (compared by `key`). */
export function useDebouncedValue<T>(value: T, delayMs: number, key: string): T {
  const [debounced, setDebounced] = useState({ key, value });
  useEffect(() => {
    if (debounced.key === key) return;
    const timer = setTimeout(() => setDebounced({ key, value }), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs, debounced.key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` identifies `value`
  return debounced.value;
}
