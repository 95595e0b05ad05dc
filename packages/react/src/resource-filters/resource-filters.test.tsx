import { DEFAULT_FILTERS, countFacets, parseFilters, serializeFilters, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import type { ServerConfig } from '../provider/server-registry.js';
import { matchesInEngine } from '../catalog/engine-match-threshold.js';
import { useResourceCatalog, type ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceFilters } from './index.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function demoServers(count = 1): Promise<ServerConfig[]> {
  const servers: ServerConfig[] = [];
  for (let index = 0; index < count; index += 1) {
    const server = createDemoServer();
    const client = await connectInEra(server, 'modern');
    cleanups.push(async () => {
      await client.close().catch(() => undefined);
      await server.close();
    });
    servers.push({ id: `demo-${index + 1}`, label: `Demo ${index + 1}`, client });
  }
  return servers;
}

function WithCatalog(props: ResourceFilters.RootProps) {
  const catalog = useResourceCatalog();
  return <ResourceFilters.Root catalog={catalog} {...props} />;
}

describe('ResourceFilters', () => {
  it('changes the value from every facet, uncontrolled, and serializes it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn<(value: ResourceFilterValue) => void>();
    renderWithKit(<ResourceFilters.Root onValueChange={onValueChange} />, await demoServers(2));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Server' })).toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Images' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, mimeFamilies: ['image'] });
    await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
    await user.click(screen.getByRole('checkbox', { name: 'Templates' }));
    await user.click(screen.getByRole('checkbox', { name: 'Assistant' }));
    await user.click(screen.getByRole('checkbox', { name: 'Demo 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum priority' }), '0.5 or higher');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Modified' }), 'Past week');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most recent');
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name, URI or description' }), 'log');
    const value = onValueChange.mock.lastCall![0];
    expect(serializeFilters(value).toString()).toBe('q=log&servers=demo-2&kind=template&mime=image&mime=pdf&audience=assistant&priority=0.5&since=7d&sort=recent');
    expect(parseFilters(serializeFilters(value))).toEqual(value);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, sort: 'recent' });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveProperty('disabled', true);
  });

  it('leaves spelling, corrections and capitals out of the query field, unless the host turns them on', async () => {
    const servers = await demoServers();
    const view = renderWithKit(
      <ResourceFilters.Root>
        <ResourceFilters.Search />
      </ResourceFilters.Root>,
      servers,
    );
    const field = screen.getByRole('searchbox', { name: 'Filter by name, URI or description' });
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('autocorrect', 'off');
    expect(field).toHaveAttribute('autocapitalize', 'off');
    view.rerenderWith(
      <ResourceFilters.Root>
        <ResourceFilters.Search spellCheck autoCapitalize="sentences" />
      </ResourceFilters.Root>,
      servers,
    );
    expect(field).toHaveAttribute('spellcheck', 'true');
    expect(field).toHaveAttribute('autocapitalize', 'sentences');
  });

  it('shows the controlled value and only proposes changes', async () => {
    const user = userEvent.setup();
    const proposals: ResourceFilterValue[] = [];
    function Controlled() {
      const [value, setValue] = useState<ResourceFilterValue>(parseFilters('mime=code&sort=size&since=2026-01-01'));
      return (
        <ResourceFilters.Root
          value={value}
          onValueChange={(next) => {
            proposals.push(next);
            // The host refuses to filter by audience.
            setValue({ ...next, audiences: [] });
          }}
        />
      );
    }
    renderWithKit(<Controlled />, await demoServers());
    expect((screen.getByRole('checkbox', { name: 'Code' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('size');
    // A date from the URL shows as its own option.
    const since = screen.getByRole('combobox', { name: 'Modified' }) as HTMLSelectElement;
    expect(since.value).toBe('2026-01-01');
    expect(since.selectedOptions[0]!.textContent).toMatch(/^Since /);
    await user.click(screen.getByRole('checkbox', { name: 'User' }));
    expect(proposals.at(-1)!.audiences).toEqual(['user']);
    expect((screen.getByRole('checkbox', { name: 'User' }) as HTMLInputElement).checked).toBe(false);
  });

  it('counts what each option would show, given the other facets', async () => {
    const user = userEvent.setup();
    renderWithKit(<WithCatalog />, await demoServers());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Images \(\d+\)$/ })).toBeInTheDocument());
    const images = Number(/\((\d+)\)/.exec(screen.getByRole('checkbox', { name: /^Images/ }).parentElement!.textContent!)![1]);
    expect(images).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('checkbox', { name: /^Images/ }));
    // Choosing images leaves the image counts alone but changes the other facets' counts.
    expect(screen.getByRole('checkbox', { name: `Images (${images})` })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Templates \(0\)$/ })).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: `Resources (${images})` })).toBeInTheDocument();
    const audiences = within(screen.getByRole('group', { name: 'Audience' }));
    expect(audiences.getByRole('checkbox', { name: /^User \(\d+\)$/ })).toBeInTheDocument();
  });

  it('keeps the counts it shows, marked pending, while the engine counts those of a new query', { timeout: 120_000 }, async () => {
    const server = createDemoServer({ bulkResources: 6_000, pageSize: 5_000 });
    const client = await connectInEra(server, 'modern');
    cleanups.push(async () => {
      await client.close().catch(() => undefined);
      await server.close();
    });
    const seen: { catalog?: ResourceCatalog } = {};
    function Capturing() {
      const catalog = useResourceCatalog({ matchInWorkerFrom: 5_000 });
      seen.catalog = catalog;
      return <ResourceFilters.Root catalog={catalog} />;
    }
    const user = userEvent.setup();
    const view = renderWithKit(<Capturing />, [{ id: 'demo', label: 'Demo', client }]);
    await waitFor(() => expect(seen.catalog?.servers[0]?.resources.status).toBe('success'), { timeout: 20_000 });
    await seen.catalog!.loadAll();
    await waitFor(() => expect(seen.catalog!.engine.size() >= 6_000 && !seen.catalog!.engine.behind).toBe(true), { timeout: 60_000 });
    expect(matchesInEngine(seen.catalog!.engine)).toBe(true);
    await user.type(screen.getByRole('searchbox'), 'item');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Text \([\d,]+\)$/ })).toBeInTheDocument(), { timeout: 20_000 });
    const root = view.container.querySelector('[data-slot="resource-filters"]')!;
    await waitFor(() => expect(root.hasAttribute('data-pending')).toBe(false));
    // Every text the Text option shows, and whether the root said pending, as the page changes them.
    const labels: string[] = [];
    let pendingSeen = false;
    const observer = new MutationObserver(() => {
      labels.push(screen.getByRole('checkbox', { name: /^Text/ }).parentElement!.textContent!);
      if (root.getAttribute('aria-busy') === 'true' && root.hasAttribute('data-pending')) pendingSeen = true;
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    await user.type(screen.getByRole('searchbox'), ' 12');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Text \(\d+\)$/ })).toBeInTheDocument(), { timeout: 20_000 });
    await waitFor(() => expect(root.hasAttribute('data-pending')).toBe(false));
    observer.disconnect();
    expect(pendingSeen).toBe(true);
    expect(labels.filter((label) => !/^Text \([\d,]+\)$/.test(label))).toEqual([]);
  });

  it.each([
    ['a query', 'item 1'],
    ['no query', ''],
  ])('counts %s over a catalog the engine answers as the page counts every entry', { timeout: 120_000 }, async (_, query) => {
    const server = createDemoServer({ bulkResources: 6_000, pageSize: 5_000 });
    const client = await connectInEra(server, 'modern');
    cleanups.push(async () => {
      await client.close().catch(() => undefined);
      await server.close();
    });
    const value: ResourceFilterValue = { ...DEFAULT_FILTERS, query, minPriority: 0.3 };
    const seen: { catalog?: ResourceCatalog } = {};
    function Capturing() {
      const catalog = useResourceCatalog({ matchInWorkerFrom: 5_000 });
      seen.catalog = catalog;
      return <ResourceFilters.Root catalog={catalog} defaultValue={value} />;
    }
    renderWithKit(<Capturing />, [{ id: 'demo', label: 'Demo', client }]);
    await waitFor(() => expect(seen.catalog?.servers[0]?.resources.status).toBe('success'), { timeout: 20_000 });
    await seen.catalog!.loadAll();
    await waitFor(() => expect(seen.catalog!.engine.size()).toBeGreaterThanOrEqual(6_000), { timeout: 60_000 });
    await waitFor(() => expect(seen.catalog!.engine.behind).toBe(false), { timeout: 60_000 });
    expect(matchesInEngine(seen.catalog!.engine)).toBe(true);
    const expected = countFacets(seen.catalog!.entries, value);
    const shown = (count: number) => count.toLocaleString('en-US');
    expect(expected.mimeFamilies.text).toBeGreaterThan(100);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: `Text (${shown(expected.mimeFamilies.text)})` })).toBeInTheDocument(), { timeout: 60_000 });
    expect(screen.getByRole('checkbox', { name: `Resources (${shown(expected.kinds.resource)})` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Templates (${shown(expected.kinds.template)})` })).toBeInTheDocument();
  });

  it('renders options and selects as the host elements given by renderOption and render', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn<(value: ResourceFilterValue) => void>();
    renderWithKit(
      <ResourceFilters.Root onValueChange={onValueChange}>
        <ResourceFilters.Kinds renderOption={(props, state) => <label {...props} data-chip={state.checked ? 'on' : 'off'} data-chip-value={state.value} />} />
        <ResourceFilters.MimeFamilies renderOption={<label className="host-chip" />} />
        <ResourceFilters.Sort render={<select data-host-select="sort" />} />
        <ResourceFilters.MinPriority render={(props, state) => <select {...props} data-host-value={state.value} />} />
      </ResourceFilters.Root>,
      await demoServers(),
    );
    const templates = screen.getByRole('checkbox', { name: 'Templates' });
    expect(templates.parentElement).toHaveAttribute('data-chip', 'off');
    expect(templates.parentElement).toHaveAttribute('data-chip-value', 'template');
    await user.click(templates);
    expect(onValueChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, kinds: ['template'] });
    expect(templates.parentElement).toHaveAttribute('data-chip', 'on');
    expect(templates.parentElement).toHaveAttribute('data-slot', 'resource-filters-option');

    const images = screen.getByRole('checkbox', { name: 'Images' });
    expect(images.parentElement).toHaveClass('host-chip');
    await user.click(images);
    expect(onValueChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, kinds: ['template'], mimeFamilies: ['image'] });
    expect(images.parentElement).toHaveAttribute('data-checked');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveAttribute('data-host-select', 'sort');
    await user.selectOptions(sort, 'Most recent');
    expect(onValueChange.mock.lastCall![0].sort).toBe('recent');

    const priority = screen.getByRole('combobox', { name: 'Minimum priority' });
    expect(priority).toHaveAttribute('data-host-value', '');
    await user.selectOptions(priority, '0.5 or higher');
    expect(onValueChange.mock.lastCall![0].minPriority).toBe(0.5);
    expect(priority).toHaveAttribute('data-host-value', '0.5');
  });

  it('has no axe violations', async () => {
    const view = renderWithKit(<WithCatalog defaultValue={parseFilters('mime=text&q=read')} />, await demoServers(2));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Text \(\d+\)$/ })).toBeInTheDocument());
    await expectNoAxeViolations(view.container);
  });
});
