import { DEFAULT_FILTERS, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFiltersState } from './use-filters-state';

/** True when neither the filters nor any of their lists is frozen. */
function plain(filters: ResourceFilterValue): boolean {
  return ![filters, filters.servers, filters.kinds, filters.mimeFamilies, filters.audiences].some((value) => Object.isFrozen(value));
}

describe('useFiltersState', () => {
  it('starts uncontrolled from a plain copy of the defaults, not the frozen constant', () => {
    const { result } = renderHook(() => useFiltersState({ value: undefined, defaultValue: undefined, onChange: undefined, caller: 'Test' }));
    expect(result.current[0]).toEqual(DEFAULT_FILTERS);
    expect(result.current[0]).not.toBe(DEFAULT_FILTERS);
    expect(plain(result.current[0])).toBe(true);
  });

  it('starts from the host default, normalized as every later value is, and keeps that start across renders', () => {
    const defaultValue = Object.freeze({ ...DEFAULT_FILTERS, query: '   ', kinds: Object.freeze(['template', 'bogus']) as never, sort: 'size' as const });
    const { result, rerender } = renderHook(() => useFiltersState({ value: undefined, defaultValue, onChange: undefined, caller: 'Test' }));
    const first = result.current[0];
    expect(first).toEqual({ ...DEFAULT_FILTERS, kinds: ['template'], sort: 'size' });
    expect(plain(first)).toBe(true);
    rerender();
    expect(result.current[0]).toBe(first);
  });

  it('shows the controlled value as given and reports changes', () => {
    const onChange = vi.fn();
    const value = { ...DEFAULT_FILTERS, query: 'readme' };
    const { result } = renderHook(() => useFiltersState({ value, defaultValue: undefined, onChange, caller: 'Test' }));
    expect(result.current[0]).toBe(value);
    act(() => result.current[1]({ ...value, query: 'readme.md' }));
    expect(onChange).toHaveBeenCalledWith({ ...value, query: 'readme.md' });
  });
});
