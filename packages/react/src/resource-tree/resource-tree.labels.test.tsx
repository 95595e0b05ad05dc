import type { ResourceClient } from '@mcp-resource-kit/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';
import { connectSdkServer } from '../../test/in-memory-sdk-server.js';

layOutTreeInJsdom();

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Lists what a v1 `McpServer` lists for a template with a `list` callback: the template's title on every resource, the resource's own name, percent-encoded URIs. */
const NOTE_IDS = ['álgebra', 'geometría', 'cálculo', 'estadística', 'lógica', 'topología'];
const NOTES = NOTE_IDS.map((id) => ({ uri: `notes://by-id/${encodeURIComponent(id)}`, name: id, title: 'Note by id', mimeType: 'text/markdown' }));
/** Same title and same name: only the URI tells them apart. */
const DRAFTS = ['über', 'niño'].map((id) => ({ uri: `notes://drafts/${encodeURIComponent(id)}`, name: 'draft', title: 'Draft' }));
/** A note whose URI is all authority. */
const BY_HOST = { uri: `notes://${encodeURIComponent('álgebra')}`, name: 'álgebra home', title: 'Algebra home' };

async function notesServer(): Promise<ResourceClient> {
  const { client, close } = await connectSdkServer('notes', (server) => {
    server.server.setRequestHandler('resources/list', () => ({ resources: [...NOTES, ...DRAFTS, BY_HOST] }));
    server.server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
    server.server.setRequestHandler('resources/read', (request) => ({ contents: [{ uri: request.params.uri, text: `# ${request.params.uri}` }] }));
  });
  cleanups.push(close);
  return client;
}

const label = (item: HTMLElement) => item.querySelector('[data-slot="resource-tree-item-label"]')?.textContent;
async function open(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await waitFor(() => screen.getByRole('treeitem', { name }));
  if (item.getAttribute('aria-expanded') === 'false') await user.click(item.querySelector('[data-slot="resource-tree-item-toggle"]')!);
}

describe('ResourceTree labels', () => {
  it('decodes percent-escapes in group and folder labels, and opens the exact URI', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root onOpen={onOpen} />, [{ id: 'notes', label: 'Notes', client: await notesServer() }]);
    const group = await waitFor(() => screen.getByRole('treeitem', { name: /^notes:\/\/álgebra/ }));
    // The group holds one resource, the host's own, which shares its row.
    expect(label(group)).toBe('notes://álgebra/Algebra home');
    // Labels are decoded; only the resource's URI, which its row also shows, keeps the escapes.
    expect(screen.getAllByRole('treeitem').map(label).filter((text) => text?.includes('%C3%A1'))).toEqual([]);
    await open(user, 'notes://drafts');
    (await waitFor(() => screen.getByRole('treeitem', { name: /Draft · über/ }))).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ resource: expect.objectContaining({ uri: 'notes://drafts/%C3%BCber' }) }));
  });

  it('tells siblings that share a title apart by their names, or else by their URIs', async () => {
    const user = userEvent.setup();
    renderWithKit(<ResourceTree.Root />, [{ id: 'notes', label: 'Notes', client: await notesServer() }]);
    await open(user, 'notes://by-id');
    const notes = await waitFor(() => {
      const found = screen.getAllByRole('treeitem').filter((item) => label(item)?.startsWith('Note by id'));
      expect(found).toHaveLength(6);
      return found;
    });
    expect(notes.map(label).sort()).toEqual(NOTE_IDS.map((id) => `Note by id · ${id}`).sort());
    await open(user, 'notes://drafts');
    await waitFor(() => expect(screen.getAllByRole('treeitem').filter((item) => label(item)?.startsWith('Draft')).map(label).sort()).toEqual(['Draft · niño', 'Draft · über']));
    // A title no sibling shares stays as it is.
    expect(screen.getAllByRole('treeitem').map(label)).not.toContain('Algebra home · álgebra home');
  });
});
