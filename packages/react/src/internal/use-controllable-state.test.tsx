import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: 1, onChange, caller: 'Test' }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('follows the parent when controlled', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 0, onChange, caller: 'Test' }), {
      initialProps: { value: 5 },
    });
    act(() => result.current[1]((previous) => previous + 1));
    expect(onChange).toHaveBeenCalledWith(6);
    expect(result.current[0]).toBe(5);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('warns when switching from uncontrolled to controlled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ value }: { value: number | undefined }) =>
      useControllableState({ value, defaultValue: 0, onChange: undefined, caller: 'ResourceFilters' }),
    { initialProps: { value: undefined as number | undefined } });
    rerender({ value: 3 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ResourceFilters changed from uncontrolled to controlled'));
    warn.mockRestore();
  });
});
