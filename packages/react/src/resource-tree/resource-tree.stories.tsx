import { connectResourceClient, createBrowserOAuthProvider, DEFAULT_FILTERS, resourceKey } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS, protectWithOAuth } from '@mcp-resource-kit/demo-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResourceTree } from './index.js';

/*
 * The resource tree over each story's own in-page demo server (server id `demo`). States that need
 * other servers (one that never connects, one that fails) add them through `parameters.servers`.
 */

function TreeStory(props: ResourceTree.RootProps) {
  return (
    <div style={{ maxWidth: '52rem', ['--resource-tree-height' as string]: '26rem' }}>
      <ResourceTree.Root {...props}>
        <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <ResourceTree.LoadAll />
          <ResourceTree.Summary />
        </div>
        <ResourceTree.List />
        <ResourceTree.NoMatches />
      </ResourceTree.Root>
    </div>
  );
}

const meta = {
  title: 'Components/ResourceTree',
  component: TreeStory,
  args: { onOpen: fn(), onAttach: fn(), onSelectionChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A virtualized WAI-ARIA tree of every server’s resources and templates: server → templates and ' +
          '`scheme://authority` groups → path folders → resources; directory resources are read when opened. ' +
          'Arrows, Home/End, `*`, type-ahead, Enter opens, Space selects, Shift ranges, Ctrl/⌘+A selects a folder, ' +
          'Ctrl/⌘+Enter attaches.',
      },
    },
  },
} satisfies Meta<typeof TreeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page shows at once, grouped by scheme and authority. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('tree', { name: 'Resources' });
    await canvas.findByRole('treeitem', { name: 'file:///project' });
    expect(within(tree).getByRole('treeitem', { name: 'Demo server' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getAllByRole('treeitem').filter((row) => row.tabIndex === 0)).toHaveLength(1);
  },
};

/**
 * Compact folders (the default): a folder holding one thing shares its row with it, as in VS Code's
 * explorer. `file://` holds only `project/`, so they are one row, `file:///project`; the Postgres
 * schema is the only resource of `public/`, so its row is the schema's, named by the whole path.
 */
export const CompactFolders: Story = {
  play: async ({ canvas, userEvent }) => {
    const project = await canvas.findByRole('treeitem', { name: 'file:///project' });
    expect(project).toHaveAttribute('aria-level', '2');
    const schema = await canvas.findByRole('treeitem', { name: 'postgres://demo-db/public/demo-db: public schema' });
    expect(schema).toHaveAttribute('data-kind', 'resource');
    await userEvent.click(schema);
    expect(schema).toHaveAttribute('aria-selected', 'true');
  },
};

/** `compactFolders={false}`: one row per folder, each opened on its own. */
export const OneRowPerFolder: Story = {
  args: { compactFolders: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findByRole('treeitem', { name: 'file://' })).querySelector('[data-slot="resource-tree-item-toggle"]')!);
    expect(await canvas.findByRole('treeitem', { name: 'project' })).toHaveAttribute('aria-level', '3');
    expect(canvas.getByRole('treeitem', { name: 'postgres://demo-db' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Folders opened down to the `docs/` directory, which is read to list what it holds. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const name of ['file:///project', 'docs/']) {
      const row = await canvas.findByRole('treeitem', { name });
      await userEvent.click(row.querySelector('[data-slot="resource-tree-item-toggle"]')!);
    }
    await canvas.findByRole('treeitem', { name: 'Architecture' });
    await waitFor(() => expect(canvas.getByRole('treeitem', { name: 'docs/' })).not.toHaveAttribute('aria-busy'));
  },
};

/** Keyboard only: open folders, select three resources with Space and Shift+↓, attach with Ctrl+Enter. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('treeitem', { name: 'file:///project' });
    await userEvent.tab();
    await userEvent.keyboard('f{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('treeitem', { name: 'file:///project' })).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('pa');
    // Type-ahead may scroll to a row the list has yet to render.
    await waitFor(() => expect(canvas.getByRole('treeitem', { name: 'package.json' })).toHaveFocus());
    await userEvent.keyboard(' {Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(canvas.getAllByRole('treeitem').filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(3);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(args.onAttach).toHaveBeenCalledWith([
      expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.packageJson }) }),
      expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.readme }) }),
      expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.tsconfig }) }),
    ]);
  },
};

/** A server that has not answered yet: a loading row in its place. */
export const Loading: Story = {
  parameters: { servers: [{ id: 'slow', label: 'Slow server', client: new Promise<never>(() => undefined) }] },
  play: async ({ canvas }) => {
    const row = await canvas.findByText('Connecting…');
    expect(row.closest('[role="treeitem"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** One server fails; its error offers a retry, and the other server still shows. */
export const ServerError: Story = {
  parameters: {
    servers: (demo: { id: string; label: string; client: unknown }) => [
      demo,
      { id: 'broken', label: 'Broken server', client: () => Promise.reject(new Error('connection refused')) },
    ],
  },
  play: async ({ canvas }) => {
    await canvas.findByText(/Could not list resources: .*connection refused/);
    await canvas.findByRole('treeitem', { name: 'file:///project' });
  },
};

/**
 * A demo server behind OAuth 2.1 in the page. Its "popup" is played by the story: the first sign-in is
 * denied (as if the user had pressed Deny), every later one is allowed.
 */
function privateServer() {
  const demo = createDemoServer();
  const handler = protectWithOAuth((request) => demo.fetch(request), '/mcp');
  const fetchInPage = (url: string | URL, init?: RequestInit) => handler(new Request(url, init));
  let attempts = 0;
  const authProvider = createBrowserOAuthProvider({
    redirectUrl: new URL('/oauth-callback.html', location.origin),
    openAuthorization: async (authorizationUrl) => {
      const form = new URLSearchParams(authorizationUrl.searchParams);
      form.set('decision', ++attempts === 1 ? 'deny' : 'allow');
      const answer = await fetchInPage(new URL('/authorize', authorizationUrl), { method: 'POST', body: form, redirect: 'manual' });
      await authProvider.receiveCallback(answer.headers.get('location')!).catch(() => undefined);
    },
  });
  return { id: 'private', label: 'Private server', client: () => connectResourceClient({ url: 'http://localhost/mcp', fetch: fetchInPage, authProvider }) };
}

/** A server that needs the user to sign in: its row says why and offers "Sign in" (Enter or a click). */
export const SignInNeeded: Story = {
  parameters: { servers: (demo: { id: string; label: string; client: unknown }) => [demo, privateServer()] },
  play: async ({ canvas, userEvent }) => {
    const message = await canvas.findByText(/Sign-in needed: Signing in was refused/, {}, { timeout: 10_000 });
    const row = message.closest('[role="treeitem"]') as HTMLElement;
    expect(row).toHaveAttribute('data-status', 'sign-in');
    expect(within(row).getByText('Sign in')).toBeVisible();
    await userEvent.click(row);
    await waitFor(() => expect(canvas.getAllByRole('treeitem', { name: 'file:///project' })).toHaveLength(2), { timeout: 10_000 });
  },
};

/** Small pages: the first 20 stream in, then the "more" row waits for Enter or a click. */
export const Paging: Story = {
  args: { autoLoadLimit: 20 },
  parameters: { demoServer: { pageSize: 10 } },
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByText('20 loaded · Load more');
    await userEvent.click(more);
    await canvas.findByText('30 loaded · Load more');
  },
};

/** 100,000 generated resources served 500 at a time: only the rows in view are in the DOM. */
export const HundredThousand: Story = {
  args: { autoLoadLimit: 0 },
  parameters: { demoServer: { bulkResources: 100_000, pageSize: 500 } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('500 loaded · Load more');
    // file:// holds project/ and bulk/: a row of its own.
    await userEvent.click(canvas.getByRole('treeitem', { name: 'file://' }).querySelector('[data-slot="resource-tree-item-toggle"]')!);
    await userEvent.click((await canvas.findByRole('treeitem', { name: 'bulk' })).querySelector('[data-slot="resource-tree-item-toggle"]')!);
    const first = await canvas.findByRole('treeitem', { name: 'dir-000' });
    first.focus();
    await userEvent.keyboard('*');
    await waitFor(() => expect(canvasElement.querySelector('[role="tree"]')!.scrollHeight).toBeGreaterThan(400 * 44));
    expect(canvasElement.querySelectorAll('[role="treeitem"]').length).toBeLessThan(60);
  },
};

/** Filtered to images: the folders holding them open by themselves. */
export const Filtered: Story = {
  args: { filters: { ...DEFAULT_FILTERS, mimeFamilies: ['image'] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('treeitem', { name: 'Logo (PNG, 64×48)' });
    expect(canvas.queryByRole('treeitem', { name: 'README' })).toBeNull();
  },
};

function ClearableTree(props: ResourceTree.RootProps) {
  const [filters, setFilters] = useState({ ...DEFAULT_FILTERS, query: 'no such resource' });
  return <TreeStory {...props} filters={filters} onClearFilters={() => setFilters(DEFAULT_FILTERS)} />;
}

/** Nothing matches: the message offers to clear the filters. */
export const NoMatches: Story = {
  render: (args) => <ClearableTree {...args} />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('No resources match the filters.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await canvas.findByRole('treeitem', { name: 'file:///project' });
  },
};

/** The live clock is selected (and so watched): each change lights its row for a minute. */
export const LiveIndicator: Story = {
  args: { defaultSelectedKeys: [resourceKey('demo', DEMO_URIS.live)] },
  parameters: { demoServer: { updateIntervalMs: 700 } },
  play: async ({ canvas }) => {
    // demo://live holds only the clock: one row, the clock's.
    const clock = await canvas.findByRole('treeitem', { name: 'demo://live/Live clock' });
    expect(clock).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(clock.querySelector('[data-slot="resource-tree-item-live"]')).toHaveTextContent(/^Changed /), { timeout: 8000 });
  },
};

/** One resource at a time: no checkboxes, no aria-multiselectable. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('tree');
    await canvas.findByRole('treeitem', { name: 'file:///project' });
    expect(tree).not.toHaveAttribute('aria-multiselectable');
  },
};

/** Every string replaced through the provider, numbers and dates in German. */
export const German: Story = {
  parameters: {
    kit: {
      locale: 'de-DE',
      messages: {
        resourceTree: {
          label: 'Ressourcen',
          loadAll: 'Alle laden',
          summaryResources: (count: string) => `${count} Ressourcen`,
          summaryTemplates: (count: string) => `${count} Vorlagen`,
          modified: (when: string) => `Geändert ${when}`,
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('tree', { name: 'Ressourcen' });
    await userEvent.click((await canvas.findByRole('treeitem', { name: 'file:///project' })).querySelector('[data-slot="resource-tree-item-toggle"]')!);
    const readme = await canvas.findByRole('treeitem', { name: 'README' });
    expect(readme.querySelector('[data-slot="resource-tree-item-modified"]')).toHaveTextContent(/^Geändert \S/);
    expect(readme.querySelector('[data-slot="resource-tree-item-size"] [aria-hidden="true"]')).toHaveTextContent(/^≈ \d+(,\d)?\s?kB · ≈ [\d.]+ tokens$/);
  },
};
