import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptValue } from './use-kept-value.js';

describe('useKeptValue', () => {
  it('keeps the last value of a scope, stale, while the value is undefined, and never shows it for another scope', () => {
    const first = { count: 1 };
    const second = { count: 2 };
    const { result, rerender } = renderHook(({ value, scope }: { value: { count: number } | undefined; scope: string }) => useKeptValue(value, scope), {
      initialProps: { value: undefined as { count: number } | undefined, scope: 'a' },
    });
    expect(result.current).toEqual({ value: undefined, stale: false });
    rerender({ value: first, scope: 'a' });
    expect(result.current).toEqual({ value: first, stale: false });
    rerender({ value: undefined, scope: 'a' });
    expect(result.current.value).toBe(first);
    expect(result.current.stale).toBe(true);
    rerender({ value: second, scope: 'a' });
    expect(result.current).toEqual({ value: second, stale: false });
    rerender({ value: undefined, scope: 'b' });
    expect(result.current).toEqual({ value: undefined, stale: false });
    // Back in its scope, the value kept shows again.
    rerender({ value: undefined, scope: 'a' });
    expect(result.current).toEqual({ value: second, stale: true });
  });
});
