import { resourceKey } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourceSearch } from '../resource-search/index.js';
import { ResourceTree } from '../resource-tree/index.js';
import '../styles.css';
import { AttachDropZone } from './attach-drop-zone.js';
import * as AttachTray from './index.parts.js';
import { useAttachments } from './use-attachments.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function demoServers() {
  const server = createDemoServer();
  const client = await connectInEra(server, 'modern');
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  return [{ id: 'demo', label: 'Demo', client }];
}

/** A tree, a search and a drop zone that attaches, as a host would put them together. */
function Workbench({ selected }: { selected: string[] }) {
  const attachments = useAttachments();
  return (
    <>
      <ResourceTree.Root defaultSelectedKeys={selected.map((uri) => resourceKey('demo', uri))}>
        <ResourceTree.List style={{ height: 400 }} />
      </ResourceTree.Root>
      <ResourceSearch.Root>
        <ResourceSearch.Input />
        <ResourceSearch.List>
          <ResourceSearch.Results />
        </ResourceSearch.List>
      </ResourceSearch.Root>
      <AttachDropZone onDropResources={(items) => attachments.attach(items)} style={{ height: 80 }} />
      <AttachTray.Root attachments={attachments} />
    </>
  );
}

function attachedUris() {
  return [...document.querySelectorAll('[data-slot="attach-tray-item-uri"]')].map((uri) => uri.textContent);
}

async function open(...names: string[]) {
  for (const name of names) {
    const row = await waitFor(() => screen.getByRole('treeitem', { name }));
    if (row.getAttribute('aria-expanded') === 'false') await userEvent.click(row.querySelector('[data-slot="resource-tree-item-toggle"]')!);
  }
}

it('drags the selection from the tree, or one unselected row, onto the drop zone (real HTML drag and drop)', async () => {
  renderWithKit(<Workbench selected={[DEMO_URIS.readme, DEMO_URIS.packageJson]} />, await demoServers());
  await open('file:///project');
  const zone = document.querySelector<HTMLElement>('[data-slot="attach-drop-zone"]')!;

  const readme = await waitFor(() => screen.getByRole('treeitem', { name: 'README' }));
  expect(readme.getAttribute('aria-selected')).toBe('true');
  expect(readme.draggable).toBe(true);
  expect(screen.getByRole('treeitem', { name: 'file:///project' }).draggable).toBe(false);

  await userEvent.dragAndDrop(readme, zone);
  await waitFor(() => expect(attachedUris()).toEqual([DEMO_URIS.readme, DEMO_URIS.packageJson]));

  const tsconfig = screen.getByRole('treeitem', { name: /tsconfig/ });
  expect(tsconfig.getAttribute('aria-selected')).toBe('false');
  await userEvent.dragAndDrop(tsconfig, zone);
  await waitFor(() => expect(attachedUris()).toEqual([DEMO_URIS.readme, DEMO_URIS.packageJson, DEMO_URIS.tsconfig]));
  expect(zone.hasAttribute('data-drag-over')).toBe(false);
});

it('drags a search result onto the drop zone; templates are not draggable', async () => {
  renderWithKit(<Workbench selected={[]} />, await demoServers());
  const input = screen.getByRole('combobox');
  await userEvent.type(input, 'architecture');
  const result = await waitFor(() => screen.getByRole('option', { name: /Architecture/ }));
  expect(result.draggable).toBe(true);
  await userEvent.dragAndDrop(result, document.querySelector<HTMLElement>('[data-slot="attach-drop-zone"]')!);
  await waitFor(() => expect(attachedUris()).toEqual([DEMO_URIS.architecture]));

  await userEvent.clear(input);
  await userEvent.type(input, 'forecast');
  const template = await waitFor(() => screen.getAllByRole('option').find((option) => option.getAttribute('data-kind') === 'template')!);
  expect(template.draggable).toBe(false);
});
