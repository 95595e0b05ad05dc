'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text to the clipboard and reports `copied` / `failed` for a moment afterwards. */
export function useCopy(resetAfterMs = 2000): { state: 'idle' | 'copied' | 'failed'; copy: (text: string) => void } {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    (text: string) => {
      const settle = (next: 'copied' | 'failed') => {
        setState(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setState('idle'), resetAfterMs);
      };
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) {
        settle('failed');
        return;
      }
      clipboard.writeText(text).then(
        () => settle('copied'),
        () => settle('failed'),
      );
    },
    [resetAfterMs],
  );
  return { state, copy };
}
