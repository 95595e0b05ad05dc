import type { Ref } from 'react';

/** Hands `value` to a callback ref or an object ref, whichever the caller passed (if any). */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
