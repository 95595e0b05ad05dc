import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { expect, it } from 'vitest';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceTree } from './index.js';

const ROW_HEIGHT = 44;
const VIEWPORT = 600;
/** Rows in view plus overscan and the tab stop, with room to spare: far below 100,000. */
const DOM_ROW_BOUND = 60;

function rows() {
  return document.querySelectorAll('[role="treeitem"]');
}

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

it('keeps only the rows in view in the DOM with 100,000 rows open', { timeout: 240_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 100_000, pageSize: 5000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const user = userEvent.setup();
  // Render times are logged for the report, never asserted: timing belongs in the benchmark.
  const commits: number[] = [];
  renderWithKit(
    <Profiler id="tree" onRender={(_id, _phase, duration) => commits.push(duration)}>
      <ResourceTree.Root autoLoadLimit={0} rowHeight={ROW_HEIGHT}>
        <ResourceTree.LoadAll maxPages={100} />
        <ResourceTree.Summary />
        <ResourceTree.List style={{ height: VIEWPORT }} />
      </ResourceTree.Root>
    </Profiler>,
    [{ id: 'demo', label: 'Demo', client }],
  );
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file://' })).toBeInTheDocument(), { timeout: 20_000 });

  const loadStarted = performance.now();
  await user.click(screen.getByRole('button', { name: 'Load all' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^100,0\d\d resources · 3 templates · Loaded/), { timeout: 180_000, interval: 250 });
  const loadMs = performance.now() - loadStarted;

  const tree = screen.getByRole('tree');
  await user.click(screen.getByRole('treeitem', { name: 'file://' }).querySelector('[data-slot="resource-tree-item-toggle"]')!);
  await user.click(await waitFor(() => screen.getByRole('treeitem', { name: 'bulk' }).querySelector('[data-slot="resource-tree-item-toggle"]')!));
  const firstFolder = await waitFor(() => screen.getByRole('treeitem', { name: 'dir-000' }));
  expect(firstFolder.getAttribute('aria-setsize')).toBe('1000');
  firstFolder.focus();

  // `*` opens all 1,000 sibling folders: 100,000 more rows.
  commits.length = 0;
  const expandStarted = performance.now();
  await user.keyboard('*');
  await waitFor(() => expect(tree.scrollHeight).toBeGreaterThan(100_000 * ROW_HEIGHT));
  const expandMs = performance.now() - expandStarted;
  const expandCommit = Math.max(...commits);
  expect(rows().length).toBeLessThan(DOM_ROW_BOUND);

  // Jumping anywhere renders only what is in view, in the elements of the rows that left it.
  commits.length = 0;
  for (const fraction of [0.25, 0.5, 0.75, 0.999]) {
    const before = new Set(rows());
    tree.scrollTop = fraction * tree.scrollHeight;
    await nextFrame();
    expect(rows().length).toBeLessThan(DOM_ROW_BOUND);
    expect([...rows()].map((row) => row.getAttribute('aria-level'))).toContain('5');
    expect([...rows()].filter((row) => before.has(row)).length).toBeGreaterThan(5);
  }
  const jumpCommits = [...commits];
  // The focused row keeps its element, and focus, wherever the view is.
  expect(screen.getByRole('treeitem', { name: 'dir-000' })).toBe(firstFolder);
  expect(document.activeElement).toBe(firstFolder);
  // Rows stay in the order they are shown in.
  const positions = [...rows()].map((row) => Number.parseFloat(/translateY\(([-\d.]+)px\)/.exec((row as HTMLElement).style.transform)?.[1] ?? 'NaN'));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  // Scrolling a few rows at a time re-renders only the rows that come into view.
  commits.length = 0;
  for (let step = 0; step < 30; step += 1) {
    tree.scrollTop += 3 * ROW_HEIGHT;
    await nextFrame();
  }
  const scrollCommits = [...commits].sort((a, b) => a - b);
  expect(rows().length).toBeLessThan(DOM_ROW_BOUND);

  // The row holding the tab stop stays rendered however far away the view is; End moves it to the very last row.
  const tabStop = screen.getByRole('treeitem', { name: 'dir-000' });
  expect(tabStop.tabIndex).toBe(0);
  tabStop.focus();
  await user.keyboard('{End}');
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-posinset')).toBe(document.activeElement?.getAttribute('aria-setsize')));
  // The server's templates come after its folders, so the last row is a template, 100,000 rows down.
  expect(document.activeElement?.getAttribute('data-kind')).toBe('template');
  expect(tree.scrollTop).toBeGreaterThan(99_000 * ROW_HEIGHT);
  expect(rows().length).toBeLessThan(DOM_ROW_BOUND);

  const median = scrollCommits[Math.floor(scrollCommits.length / 2)] ?? 0;
  console.info(
    `[resource-tree 100k] load all (20 pages of 5,000): ${Math.round(loadMs)} ms; ` +
      `open 1,000 folders (100,000 rows): ${Math.round(expandMs)} ms (largest commit ${Math.round(expandCommit)} ms); ` +
      `jump commits: ${jumpCommits.map(Math.round).join(', ')} ms; ` +
      `3-row scroll commits: median ${Math.round(median)} ms, max ${Math.round(scrollCommits.at(-1) ?? 0)} ms; DOM rows: ${rows().length}`,
  );
  await client.close();
  await demo.close();
});
