'use client';

import { useCallback, useEffect, useState, type Ref, type RefCallback } from 'react';
import type { RegisteredPart } from './template-form-context.js';

/** Which optional parts are mounted, so that `aria-labelledby`/`aria-describedby` never point at nothing. */
export function usePartRegistry() {
  const [registered, setRegistered] = useState<ReadonlySet<RegisteredPart>>(() => new Set());
  const register = useCallback((part: RegisteredPart) => {
    setRegistered((previous) => (previous.has(part) ? previous : new Set(previous).add(part)));
    return () =>
      setRegistered((previous) => {
        if (!previous.has(part)) return previous;
        const next = new Set(previous);
        next.delete(part);
        return next;
      });
  }, []);
  return { registered, register };
}

/** Marks `part` as mounted for as long as the calling component is. */
export function useRegisterPart(register: (part: RegisteredPart) => () => void, part: RegisteredPart): void {
  useEffect(() => register(part), [register, part]);
}

/** One ref callback that feeds the caller's `ref` and the part's own. */
export function useComposedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return useCallback((node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  }, refs); // eslint-disable-line react-hooks/exhaustive-deps -- the refs themselves are the dependencies
}
