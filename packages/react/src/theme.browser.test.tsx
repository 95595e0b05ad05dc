import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { connectInEra } from '../../../test-support/connect-in-era.js';
import { findLowContrastText } from '../../../test-support/text-contrast.js';
import { renderWithKit } from '../test/render-with-kit.js';
import * as AttachTray from './attachments/index.parts.js';
import { useAttachments } from './attachments/use-attachments.js';
import { ContextBudget } from './context-budget/index.js';
import * as ResourceBrowser from './resource-browser/index.parts.js';
import * as ResourcePreview from './resource-preview/index.parts.js';
import { SizeBadge } from './size-badge/index.js';
import './styles.css';
import * as TemplateForm from './template-form/index.parts.js';

/*
 * The opt-in theme on host pages of either scheme: the host's page light or dark, with or without
 * `data-mcp-theme`. Every text of every part must stay readable, because each part paints its own
 * surface. (The OS scheme is the examples' Playwright projects' to vary: see examples/e2e.)
 */

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  document.documentElement.removeAttribute('data-mcp-theme');
  document.body.removeAttribute('style');
});

function Parts() {
  const attachments = useAttachments({ budget: 1_000 });
  return (
    <>
      <ResourceBrowser.Root />
      <ResourcePreview.Root serverId="demo" uri={DEMO_URIS.readme} />
      <TemplateForm.Root serverId="demo" template="weather://forecast/{city}/{date}">
        <TemplateForm.Title />
        <TemplateForm.Fields />
        <TemplateForm.Preview />
        <TemplateForm.Attach />
      </TemplateForm.Root>
      <ContextBudget used={900} budget={1_000} approximate />
      <AttachTray.Root attachments={attachments} />
      <p>
        The host's own sentence, with a badge: <SizeBadge estimate={{ tokens: 312, bytes: 1234, approximate: true, measured: false, method: 'size' }} />
      </p>
    </>
  );
}

const HOST_PAGES = [
  { page: 'a light host page', body: 'background: #ffffff; color: #111111', theme: undefined },
  { page: 'a light host page', body: 'background: #ffffff; color: #111111', theme: 'dark' },
  { page: 'a dark host page', body: 'background: #0b0b0c; color: #f2f2f2', theme: undefined },
  { page: 'a dark host page', body: 'background: #0b0b0c; color: #f2f2f2', theme: 'dark' },
  { page: 'a dark host page', body: 'background: #0b0b0c; color: #f2f2f2', theme: 'light' },
] as const;

it.each(HOST_PAGES)('every text of the kit is readable on $page with data-mcp-theme $theme', async ({ body, theme }) => {
  document.body.setAttribute('style', body);
  if (theme) document.documentElement.setAttribute('data-mcp-theme', theme);
  const server = createDemoServer();
  const client = await connectInEra(server, 'modern');
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  renderWithKit(<Parts />, [{ id: 'demo', label: 'Demo', client }]);
  await waitFor(() => expect(screen.getAllByRole('treeitem').length).toBeGreaterThan(3), { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector('[data-slot="resource-preview-markdown"]')).toBeInTheDocument(), { timeout: 10_000 });

  const surface = getComputedStyle(document.querySelector('[data-slot="resource-preview"]')!).backgroundColor;
  expect(surface).toBe(theme === 'dark' ? 'rgb(24, 25, 28)' : 'rgb(255, 255, 255)');
  expect(findLowContrastText()).toEqual([]);
});

it('styles no cmdk dialog but its own', async () => {
  const foreign = document.createElement('div');
  foreign.setAttribute('cmdk-dialog', '');
  const overlay = document.createElement('div');
  overlay.setAttribute('cmdk-overlay', '');
  document.body.append(foreign, overlay);
  try {
    expect(getComputedStyle(foreign).position).toBe('static');
    expect(getComputedStyle(overlay).position).toBe('static');
  } finally {
    foreign.remove();
    overlay.remove();
  }
});
