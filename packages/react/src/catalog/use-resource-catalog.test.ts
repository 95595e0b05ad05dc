import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { kitWrapper } from '../../test/render-with-kit.js';
import { useResourceCatalog, type ResourceCatalog } from './use-resource-catalog.js';

/** The listed resources the catalog's model holds. */
function listedIn(catalog: ResourceCatalog): number {
  return catalog.model.entries().filter((entry) => entry.kind === 'resource' && entry.origin === 'list').length;
}

describe('useResourceCatalog', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("gives the model a server's first page in the commit that brings it, and a later page a task after its commit", async () => {
    const demo = createDemoServer({ bulkResources: 300, pageSize: 100 });
    const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
    cleanups.push(async () => {
      await client.close();
      await demo.close();
    });
    // What each commit holds once the catalog's effects ran: the items the server's list holds, and the resources in the model.
    const commits: Array<{ listed: number; inModel: number }> = [];
    const { result } = renderHook(
      () => {
        const catalog = useResourceCatalog({ matchInWorkerFrom: Number.POSITIVE_INFINITY });
        const listed = catalog.servers[0]?.resources.count ?? 0;
        useLayoutEffect(() => {
          commits.push({ listed, inModel: listedIn(catalog) });
        });
        return catalog;
      },
      { wrapper: kitWrapper([{ id: 'demo', label: 'Demo', client }]) },
    );
    await waitFor(() => expect(result.current.servers[0]?.resources.status).toBe('success'));
    const first = commits.find((commit) => commit.listed > 0)!;
    expect(first.inModel).toBe(first.listed);
    const firstPage = listedIn(result.current);

    await act(() => result.current.servers[0]!.resources.fetchNextPage());
    await waitFor(() => expect(listedIn(result.current)).toBe(result.current.servers[0]!.resources.count));
    expect(listedIn(result.current)).toBeGreaterThan(firstPage);
    // The commit that brought the second page left the model as it was; a later one, of the model's version, holds the page.
    const second = commits.findIndex((commit) => commit.listed > first.listed);
    expect(commits[second]).toEqual({ listed: commits[second]!.listed, inModel: firstPage });
    expect(commits.slice(second + 1).some((commit) => commit.inModel === commit.listed)).toBe(true);
  });
});
