import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { useMergeRefs } from 'use-callback-ref';
import { describe, expect, it } from 'vitest';
import { primeScrollLockRef } from './prime-scroll-lock-ref';

/** An object's own properties as the engine lays them out: names in order, each a field or an accessor pair. */
function layout(object: object) {
  return Reflect.ownKeys(object).map((key) => {
    const { get, set, value, enumerable, configurable, writable } = Object.getOwnPropertyDescriptor(object, key)!;
    return { key, getter: typeof get === 'function', setter: typeof set === 'function', field: value !== undefined || writable !== undefined, enumerable, configurable };
  });
}

describe('primeScrollLockRef', () => {
  // react-remove-scroll (the palette dialog's scroll lock) merges its refs with use-callback-ref's useMergeRefs.
  it('makes an object laid out as the scroll lock’s merged ref is', () => {
    const { result } = renderHook(() => useMergeRefs([createRef<HTMLDivElement>()]));
    expect(layout(result.current)).toEqual([{ key: 'current', getter: true, setter: true, field: false, enumerable: true, configurable: true }]);
    expect(layout(primeScrollLockRef())).toEqual(layout(result.current));
  });

  it('reads as an empty ref and ignores writes', () => {
    const ref = primeScrollLockRef();
    ref.current = 'x';
    expect(ref.current).toBeNull();
  });
});
