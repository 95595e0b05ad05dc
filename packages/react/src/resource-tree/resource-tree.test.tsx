import { createDemoServer, DEMO_TEMPLATES, DEMO_URIS, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { DEFAULT_FILTERS } from '@mcp-resource-kit/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { connectInEra, RequestLog } from '../../../../test-support/connect-in-era.js';
import { createTestQueryClient, renderWithKit } from '../../test/render-with-kit.js';
import { resourceListOptions, resourceTemplateListOptions } from '../queries/resource-list-options.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';

layOutTreeInJsdom();

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function demo(options: DemoServerOptions = {}) {
  const server = createDemoServer(options);
  const log = new RequestLog();
  const client = await connectInEra(server, 'modern', { log });
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  return { server, client, log, servers: [{ id: 'demo', label: 'Demo server', client }] };
}

function row(name: string | RegExp) {
  return screen.getByRole('treeitem', { name });
}

async function renderTree(props: Partial<ResourceTree.RootProps> = {}, options: DemoServerOptions = {}) {
  const context = await demo(options);
  const view = renderWithKit(<ResourceTree.Root {...props} />, context.servers);
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file:///project' })).toBeInTheDocument());
  return { ...context, view, user: userEvent.setup() };
}

async function openPath(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  for (const name of names) {
    const item = await waitFor(() => row(name));
    if (item.getAttribute('aria-expanded') === 'false') await user.click(item.querySelector('[data-slot="resource-tree-item-toggle"]')!);
  }
}

describe('ResourceTree: structure and ARIA', () => {
  it('shows the server with its groups and templates, with the tree pattern attributes', async () => {
    await renderTree();
    const tree = screen.getByRole('tree', { name: 'Resources' });
    expect(tree.getAttribute('aria-multiselectable')).toBe('true');
    const server = row('Demo server');
    expect(server.getAttribute('aria-level')).toBe('1');
    expect(server.getAttribute('aria-expanded')).toBe('true');
    expect(server).not.toHaveAttribute('aria-selected');
    const file = row('file:///project');
    expect(file.getAttribute('aria-level')).toBe('2');
    expect(file.getAttribute('aria-expanded')).toBe('false');
    const children = screen.getAllByRole('treeitem').filter((item) => item.getAttribute('aria-level') === '2');
    expect(children.map((item) => item.getAttribute('aria-posinset'))).toEqual(children.map((_, index) => String(index + 1)));
    expect(children.every((item) => item.getAttribute('aria-setsize') === String(children.length))).toBe(true);
    // Templates are leaves of their server: no aria-expanded, not selectable.
    const template = screen.getAllByRole('treeitem').find((item) => item.getAttribute('data-kind') === 'template' && within(item).queryByText(DEMO_TEMPLATES.forecast));
    expect(template).toBeInTheDocument();
    expect(template!.getAttribute('aria-description')).toMatch(/^Template: weather:\/\/forecast\/{city}\/{date}( · |$)/);
    expect(template!.hasAttribute('aria-expanded')).toBe(false);
    expect(template!.hasAttribute('aria-selected')).toBe(false);
    // One tab stop.
    expect(screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toHaveLength(1);
  });

  it('gives resources aria-selected and leaves, no aria-expanded; shows URI, size and annotations', async () => {
    const { user } = await renderTree();
    await openPath(user, 'file:///project');
    const readme = row('README');
    expect(readme.getAttribute('aria-selected')).toBe('false');
    expect(readme.hasAttribute('aria-expanded')).toBe(false);
    // file:// and project/ share a row: README is at level 3.
    expect(readme.getAttribute('aria-level')).toBe('3');
    expect(within(readme).getByText(DEMO_URIS.readme)).toBeInTheDocument();
    // Before reading: the listed size and the tokens it suggests, both marked as estimates.
    const badge = readme.querySelector('[data-slot="resource-tree-item-size"] [data-slot="size-badge"]');
    expect(badge?.getAttribute('data-source')).toBe('listed');
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toMatch(/^≈ [\d.]+ kB · ≈ [\d,]+ tokens$/);
    expect(readme.querySelector('[data-slot="resource-tree-item-audience"]')?.getAttribute('data-audience')).toBe('both');
    expect(readme.querySelector('[data-slot="resource-tree-item-priority"]')?.textContent).toBe('Priority 1');
    expect(readme.querySelector('[data-slot="resource-tree-item-modified"]')?.textContent).toMatch(/^Modified \S/);
    expect(readme.getAttribute('data-mime-family')).toBe('text');
    // The name is the label; the details are the description, as the badges are hidden from assistive technology.
    expect(readme.getAttribute('aria-description')).toMatch(/^file:\/\/\/project\/README\.md · [\d.]+ kB, about [\d,]+ tokens · User and assistant · Priority 1 · Modified \S/);
  });

  it('has no axe violations, closed and opened', async () => {
    const { user, view } = await renderTree();
    await expectNoAxeViolations(view.container);
    await openPath(user, 'file:///project', 'docs/');
    await waitFor(() => row('Architecture'));
    await expectNoAxeViolations(view.container);
  });

  it('shows the lists the cache holds already in its first commit', async () => {
    const { servers, client } = await demo();
    const queryClient = createTestQueryClient();
    await queryClient.prefetchInfiniteQuery(resourceListOptions({ id: 'demo', client }));
    await queryClient.prefetchInfiniteQuery(resourceTemplateListOptions({ id: 'demo', client }));
    let firstCommit: Array<string | null> = [];
    // A later sibling's layout effect runs once the tree's first commit is in the document.
    function FirstCommit() {
      useLayoutEffect(() => {
        firstCommit = [...document.querySelectorAll('[role="treeitem"]')].map((item) => item.getAttribute('data-kind'));
      }, []);
      return null;
    }
    renderWithKit(
      <>
        <ResourceTree.Root />
        <FirstCommit />
      </>,
      servers,
      queryClient,
    );
    expect(firstCommit).toEqual(expect.arrayContaining(['server', 'group', 'template']));
    expect(firstCommit).not.toContain('status');
  });

  it('reads a directory when it is opened and shows what it returned', async () => {
    const { user, log } = await renderTree();
    await openPath(user, 'file:///project');
    const docs = row('docs/');
    expect(docs.hasAttribute('data-directory')).toBe(true);
    expect(docs.getAttribute('aria-selected')).toBe('false');
    expect(log.count('resources/read', DEMO_URIS.directory)).toBe(0);
    await user.click(docs.querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await waitFor(() => expect(log.count('resources/read', DEMO_URIS.directory)).toBe(1));
    await waitFor(() => expect(docs).not.toHaveAttribute('aria-busy'));
    // What the read returned is also listed: each shows once, with its listed title.
    expect(row('Architecture')).toBeInTheDocument();
    expect(row('Invoice October 2026')).toBeInTheDocument();
    expect(screen.getAllByText(DEMO_URIS.pdf)).toHaveLength(1);
  });

  it('does not read a directory that a filter opened by itself, and reads it once the user opens it', async () => {
    const { user, log, view, servers } = await renderTree();
    view.rerenderWith(<ResourceTree.Root filters={{ ...DEFAULT_FILTERS, query: 'architecture' }} />, servers);
    // The filter opens the folders down to the listed match inside the directory.
    const docs = await waitFor(() => row('docs/'));
    await waitFor(() => expect(row('Architecture')).toBeInTheDocument());
    expect(docs.getAttribute('aria-expanded')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(log.count('resources/read', DEMO_URIS.directory)).toBe(0);
    // Closed and opened again by the user, it is read.
    await user.click(docs.querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await user.click(row('docs/').querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await waitFor(() => expect(log.count('resources/read', DEMO_URIS.directory)).toBe(1));
  });
});
