import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { expect, it } from 'vitest';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceSearch } from './index.js';
import '../styles.css';

function LoadedSearch() {
  const catalog = useResourceCatalog();
  const { loadAll } = catalog;
  const ready = catalog.servers.every((server) => server.resources.status === 'success');
  useEffect(() => {
    if (ready) void loadAll({ maxPages: 100 });
  }, [ready, loadAll]);
  return <ResourceSearch.Root catalog={catalog} limit={50} />;
}

it('keeps typing responsive while ranking 100,000 resources', { timeout: 240_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 100_000, pageSize: 5000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  renderWithKit(<LoadedSearch />, [{ id: 'demo', label: 'Demo', client }]);
  await waitFor(() => expect(screen.getByText(/^Search 100,0\d\d resources and templates/)).toBeInTheDocument(), { timeout: 180_000, interval: 250 });

  // Long tasks (over 50 ms on the main thread) while typing are what a user feels as lag.
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  const user = userEvent.setup({ delay: 30 });
  const input = screen.getByRole('combobox');
  const started = performance.now();
  await user.type(input, 'item 4');
  const typedMs = performance.now() - started;
  // The answer to `item 4` itself: an earlier keystroke's answer says the same while this one is pending.
  await waitFor(
    () => {
      expect(screen.getByRole('status').textContent).toMatch(/^Showing the best 50 of [\d,]+ matches/);
      expect(document.querySelector('[data-slot="resource-search"]')).not.toHaveAttribute('data-pending');
    },
    { timeout: 20_000 },
  );
  const resultsMs = performance.now() - started;
  // The first results are rendered, each knowing its place among the 50; the rest once scrolled to.
  const first = screen.getAllByRole('option');
  expect(first.length).toBeLessThan(50);
  expect(first.every((option, place) => option.getAttribute('aria-posinset') === String(place + 1) && option.getAttribute('aria-setsize') === '50')).toBe(true);
  // Scrolled to the end (again, should a late page of the catalog have ranked the results anew), all 50 render.
  await waitFor(
    () => {
      const list = document.querySelector<HTMLElement>('[data-slot="resource-search-list"]')!;
      list.scrollTop = list.scrollHeight;
      expect(screen.getAllByRole('option')).toHaveLength(50);
    },
    { timeout: 10_000 },
  );
  // Typing more narrows the previous matches instead of scanning everything again.
  const narrowed = performance.now();
  await user.type(input, '2');
  await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toMatch(/42/));
  const narrowMs = performance.now() - narrowed;
  observer.disconnect();

  console.info(
    `[resource-search 100k] typed 6 characters in ${Math.round(typedMs)} ms; results after ${Math.round(resultsMs)} ms; ` +
      `one more character: ${Math.round(narrowMs)} ms; long tasks while typing: ${longTasks.length} (max ${Math.round(Math.max(0, ...longTasks))} ms)`,
  );
  await client.close();
  await demo.close();
});

it('keeps the highlighted result in view as the arrow keys, End and Home move it, past the first results rendered', { timeout: 60_000 }, async () => {
  const demo = createDemoServer({ bulkResources: 200, pageSize: 500 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  renderWithKit(<ResourceSearch.Root limit={50} />, [{ id: 'demo', label: 'Demo', client }]);
  await waitFor(() => expect(screen.getByText(/^Search 2\d\d resources and templates/)).toBeInTheDocument(), { timeout: 20_000 });
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox'), 'item');
  await waitFor(() => expect(screen.getAllByRole('option')[0]!.getAttribute('aria-setsize')).toBe('50'));
  expect(screen.getAllByRole('option').length).toBeLessThan(50);
  const list = document.querySelector<HTMLElement>('[data-slot="resource-search-list"]')!;
  await expectNoAxeViolations(list.closest('[data-slot="resource-search"]')!, { includeColorContrast: true });
  const highlighted = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')!;
  const expectHighlightedInView = async (index: number) => {
    await waitFor(() => {
      const option = highlighted();
      expect(screen.getAllByRole('option').indexOf(option)).toBe(index);
      const [box, view] = [option.getBoundingClientRect(), list.getBoundingClientRect()];
      expect(box.top, `result ${index}`).toBeGreaterThanOrEqual(view.top - 1);
      expect(box.bottom, `result ${index}`).toBeLessThanOrEqual(view.bottom + 1);
    });
  };
  // Up from the first result goes round to the last, which is not rendered yet.
  await user.keyboard('{ArrowUp}');
  await expectHighlightedInView(49);
  expect(screen.getAllByRole('option')).toHaveLength(50);
  // The list scrolls: 50 results do not fit.
  expect(list.scrollHeight).toBeGreaterThan(list.clientHeight * 2);
  await user.keyboard('{Home}');
  await expectHighlightedInView(0);
  for (let index = 1; index <= 20; index += 1) {
    await user.keyboard('{ArrowDown}');
    await expectHighlightedInView(index);
  }
  await user.keyboard('{End}');
  await expectHighlightedInView(49);
  await user.keyboard('{ArrowUp}{ArrowUp}');
  await expectHighlightedInView(47);
  await user.keyboard('{Home}');
  await expectHighlightedInView(0);
  // Scrolled down by hand, a keystroke's new first result is brought back into view.
  list.scrollTop = list.scrollHeight;
  await waitFor(() => expect(highlighted().getBoundingClientRect().bottom).toBeLessThan(list.getBoundingClientRect().top));
  await user.type(screen.getByRole('combobox'), ' 1');
  await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toMatch(/item[^ ]* 1/i));
  await expectHighlightedInView(0);
  await client.close();
  await demo.close();
});
