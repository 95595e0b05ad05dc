import { ResourceTreeModel, type Resource } from '@mcp-resource-kit/core';
import { renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useEntryCount } from './use-entry-count.js';

function resource(uri: string, name = uri.slice(uri.lastIndexOf('/') + 1)): Resource {
  return { uri, name };
}

it('counts so far in the render, without indexing, and renders the exact count once idle slices have indexed the list', async () => {
  const model = new ResourceTreeModel();
  model.setServers([{ id: 's', label: 'S' }]);
  const pages = [[resource('x://h/a.txt'), resource('x://h/b.txt')]];
  model.setResourcePages('s', [...pages]);
  expect(model.prepare(Number.POSITIVE_INFINITY)).toBe(true);
  pages.push([resource('x://h/c.txt'), resource('x://h/a.txt', 'again')]);
  model.setResourcePages('s', [...pages]);
  const counts: number[] = [];
  const { result } = renderHook(() => {
    const count = useEntryCount({ model, version: model.getVersion() });
    counts.push(count);
    return count;
  });
  expect(counts).toEqual([4]);
  expect(model.indexed).toBe(false);
  await waitFor(() => expect(result.current).toBe(3));
  expect(model.indexed).toBe(true);
});

it('reads the exact count in the render once the list is indexed, and then renders once', async () => {
  const model = new ResourceTreeModel();
  model.setServers([{ id: 's', label: 'S' }]);
  model.setResourcePages('s', [[resource('x://h/a.txt'), resource('x://h/a.txt', 'again')]]);
  expect(model.prepare(Number.POSITIVE_INFINITY)).toBe(true);
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useEntryCount({ model, version: model.getVersion() });
  });
  expect(result.current).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(renders).toBe(1);
});
