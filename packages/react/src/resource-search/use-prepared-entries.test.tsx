import type { ResourceEntry } from '@mcp-resource-kit/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The prepared list is internal to core; the test reads it to see what was prepared, and when.
import { preparedListOf } from '../../../core/src/search/prepared-list.js';
import { usePreparedEntries } from './use-prepared-entries.js';

function entries(count: number, from = 0): ResourceEntry[] {
  return Array.from({ length: count }, (_, at) => at + from).map((index) => ({
    kind: 'resource',
    serverId: 'demo',
    origin: 'list',
    resource: { uri: `file:///bulk/item-${index}.txt`, name: `item-${index}.txt`, title: `Item ${index}` },
  }) as const);
}

function preparedCount(list: readonly ResourceEntry[]): number {
  return preparedListOf(list).fields.filter(Boolean).length;
}

describe('usePreparedEntries', () => {
  // Idle time never comes: only urgent preparation can make progress.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prepares every entry in slices while urgent, without waiting for idle time', async () => {
    const list = entries(20_000);
    renderHook(() => usePreparedEntries(list, true));
    await waitFor(() => expect(preparedCount(list)).toBe(list.length));
  });

  it('waits for idle time while not urgent, and goes on from where it stopped once urgent', async () => {
    const list = entries(5_000);
    const { rerender } = renderHook(({ urgent }) => usePreparedEntries(list, urgent), { initialProps: { urgent: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preparedCount(list)).toBe(0);
    rerender({ urgent: true });
    await waitFor(() => expect(preparedCount(list)).toBe(list.length));
  });

  it('goes on after the entries a grown list shares with the one before, rather than starting over', async () => {
    const first = entries(5_000);
    const { rerender } = renderHook(({ list }) => usePreparedEntries(list, true), { initialProps: { list: first } });
    await waitFor(() => expect(preparedCount(first)).toBe(first.length));
    // The next page arrived: the same entries, then 5,000 more.
    const grown = [...first, ...entries(5_000, 5_000)];
    rerender({ list: grown });
    expect(preparedListOf(grown).preparedUpTo).toBe(first.length);
    await waitFor(() => expect(preparedCount(grown)).toBe(grown.length));
    expect(preparedListOf(grown).fields[0]).toBe(preparedListOf(first).fields[0]);
  });
});
