'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Warns in development when a component switches between the two, as Radix does.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  caller,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange: ((next: T) => void) | undefined;
  /** The component's name, for the warning. */
  caller: string;
}): [T, (next: T | ((previous: T) => T)) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;
  const wasControlled = useRef(controlled);
  const latest = useRef({ current, onChange, controlled });
  latest.current = { current, onChange, controlled };

  useEffect(() => {
    if (wasControlled.current !== controlled && process.env.NODE_ENV !== 'production') {
      console.warn(
        `[@mcp-resource-kit/react] ${caller} changed from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ` +
          `${controlled ? 'controlled' : 'uncontrolled'}. Decide once: pass \`value\` always, or only \`defaultValue\`.`,
      );
    }
    wasControlled.current = controlled;
  }, [controlled, caller]);

  const setValue = useCallback((next: T | ((previous: T) => T)) => {
    const { current: previous, onChange: notify, controlled: isControlled } = latest.current;
    const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
    if (Object.is(resolved, previous)) return;
    if (!isControlled) setUncontrolled(resolved);
    notify?.(resolved);
  }, []);

  return [current, setValue];
}
