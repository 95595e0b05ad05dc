import type { Resource } from '@mcp-resource-kit/core';
import { createCatalogEngine } from '@mcp-resource-kit/core/catalog';
import { describe, expect, it } from 'vitest';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { EngineIdRuns } from './engine-id-runs.js';

function page(from: number, count: number): Resource[] {
  return Array.from({ length: count }, (_, index) => sampleResource(from + index));
}

/** What the engine itself says each id stands for, next to what the runs say. */
async function compare(engine: ReturnType<typeof createCatalogEngine>, runs: EngineIdRuns, epoch: number, upTo: number) {
  const ids = Array.from({ length: upTo }, (_, id) => id);
  const rows = await engine.get(ids, { epoch });
  return ids.map((id) => ({ engine: rows[id] && { serverId: rows[id].serverId, uri: rows[id].resource.uri }, runs: runs.resourceOf(id) && { serverId: runs.resourceOf(id)!.serverId, uri: runs.resourceOf(id)!.resource.uri } }));
}

describe('EngineIdRuns', () => {
  it('gives back the very resource of each id, as the engine numbers them through clears and compaction', async () => {
    const engine = createCatalogEngine({ thread: 'page' });
    const runs = new EngineIdRuns();
    const pages = { files: [page(0, 3_000), page(3_000, 2_000)], web: [page(10_000, 2_500)], docs: [page(20_000, 5_000)] };
    for (const [serverId, list] of [['files', pages.files[0]!], ['web', pages.web[0]!], ['files', pages.files[1]!], ['docs', pages.docs[0]!]] as const) {
      const { first } = await engine.appendPage(serverId, list);
      runs.add(first, serverId, list);
    }
    expect(runs.resourceOf(3_000)?.resource).toBe(pages.web[0]![0]);
    expect(runs.resourceOf(5_499)?.resource).toBe(pages.web[0]![2_499]);
    expect(runs.resourceOf(5_500)?.resource).toBe(pages.files[1]![0]);
    expect(runs.resourceOf(12_500)).toBeUndefined();
    for (const pair of await compare(engine, runs, 0, 12_500)) expect(pair.runs).toEqual(pair.engine);

    // Cleared without compaction: the server's ids stand for nothing, the others keep theirs.
    runs.remove('web');
    const small = await engine.clear('web');
    expect(small.epoch).toBe(0);
    expect(runs.resourceOf(3_000)).toBeUndefined();
    expect(runs.resourceOf(5_501)?.resource).toBe(pages.files[1]![1]);

    // Cleared with compaction (removed ones now outnumber the live ones): the rest move down in order.
    runs.remove('docs');
    const compacted = await engine.clear('docs');
    expect(compacted.epoch).toBeGreaterThan(0);
    runs.renumber();
    expect(runs.resourceOf(3_000)?.resource).toBe(pages.files[1]![0]);
    expect(runs.resourceOf(5_000)).toBeUndefined();
    for (const pair of await compare(engine, runs, compacted.epoch, 5_000)) expect(pair.runs).toEqual(pair.engine);

    // Pages appended after a compaction take the next ids.
    const more = page(30_000, 100);
    const { first } = await engine.appendPage('web', more);
    runs.add(first, 'web', more);
    expect(runs.resourceOf(first + 99)?.resource).toBe(more[99]);
    for (const pair of await compare(engine, runs, compacted.epoch, first + 100)) expect(pair.runs).toEqual(pair.engine);
    engine.close();
  });
});
