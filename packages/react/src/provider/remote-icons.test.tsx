import type { ResourceClient } from '@mcp-resource-kit/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/render-with-kit.js';
import { stubScrollAndResize } from '../../test/scroll-and-resize-in-jsdom.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceSearch } from '../resource-search/index.js';
import { ResourceTree } from '../resource-tree/index.js';
import type { RemoteIcons } from './remote-icons-context.js';
import { ResourceKitProvider } from './resource-kit-provider.js';
import { connectSdkServer } from '../../test/in-memory-sdk-server.js';

layOutTreeInJsdom();
beforeAll(stubScrollAndResize);

const REMOTE_ICON = 'https://icons.example/remote.png';
const EMBEDDED_ICON = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A real MCP server whose resources carry a remote icon, an embedded one, and none. */
async function iconServer(): Promise<ResourceClient> {
  const { client, close } = await connectSdkServer('icons', (server) => {
    const resources = [
      { uri: 'x://host/remote-icon.txt', name: 'remote icon', mimeType: 'text/plain', icons: [{ src: REMOTE_ICON }] },
      { uri: 'x://host/embedded-icon.png', name: 'embedded icon', mimeType: 'image/png', icons: [{ src: EMBEDDED_ICON }] },
      { uri: 'x://host/fallback-icon.txt', name: 'fallback icon', mimeType: 'text/plain', icons: [{ src: REMOTE_ICON }, { src: EMBEDDED_ICON }] },
    ];
    server.server.setRequestHandler('resources/list', () => ({ resources }));
    server.server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
  });
  cleanups.push(close);
  return client;
}

async function renderWithIcons(ui: ReactNode, remoteIcons: RemoteIcons | undefined) {
  const servers = [{ id: 'icons', label: 'Icon server', client: await iconServer() }];
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ResourceKitProvider servers={servers} {...(remoteIcons ? { remoteIcons } : {})}>
        {ui}
      </ResourceKitProvider>
    </QueryClientProvider>,
  );
}

async function treeIcons(remoteIcons: RemoteIcons | undefined) {
  const user = userEvent.setup();
  await renderWithIcons(<ResourceTree.Root />, remoteIcons);
  const folder = await waitFor(() => screen.getByRole('treeitem', { name: 'x://host' }));
  await user.click(folder.querySelector('[data-slot="resource-tree-item-toggle"]')!);
  const icon = (name: string) => screen.getByRole('treeitem', { name }).querySelector('[data-slot="resource-tree-item-icon"]')!;
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'remote icon' })).toBeInTheDocument());
  return { remote: icon('remote icon'), embedded: icon('embedded icon'), fallback: icon('fallback icon') };
}

async function searchIcons(remoteIcons: RemoteIcons | undefined) {
  const user = userEvent.setup();
  await renderWithIcons(<ResourceSearch.Root />, remoteIcons);
  await waitFor(() => expect(screen.getByText(/^Search 3 resources/)).toBeInTheDocument());
  await user.type(screen.getByRole('combobox'), 'icon');
  const icon = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name}`) }).querySelector('[data-slot="resource-search-item-icon"]')!;
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
  return { remote: icon('remote icon'), embedded: icon('embedded icon'), fallback: icon('fallback icon') };
}

describe.each([
  ['the tree', treeIcons],
  ['search results', searchIcons],
])('remote icons in %s', (_, icons) => {
  it('shows https icons by default, fetched with no referrer', async () => {
    const { remote, embedded, fallback } = await icons(undefined);
    expect(remote.localName).toBe('img');
    expect(remote.getAttribute('src')).toBe(REMOTE_ICON);
    expect(remote.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(embedded.getAttribute('src')).toBe(EMBEDDED_ICON);
    expect(fallback.getAttribute('src')).toBe(REMOTE_ICON);
  });

  it("with remoteIcons: 'data-only', shows embedded icons and never an https one", async () => {
    const { remote, embedded, fallback } = await icons('data-only');
    expect(remote.localName).toBe('svg');
    expect(embedded.localName).toBe('img');
    expect(embedded.getAttribute('src')).toBe(EMBEDDED_ICON);
    // An icon list with a data: image after a URL still gets its picture.
    expect(fallback.getAttribute('src')).toBe(EMBEDDED_ICON);
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).not.toMatch(/^https:/);
  });
});
