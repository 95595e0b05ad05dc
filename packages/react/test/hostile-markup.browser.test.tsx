import { HOSTILE_TEMPLATES, HOSTILE_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expand,
  expectScriptNeverRan,
  FREEZE_BOUND_MS,
  collapse,
  guardEveryTest,
  measureFreeze,
  renderHostileKit,
  row,
  showInPreview,
  sleep,
  startHostile,
} from './hostile/hostile-harness.js';

// Script in every place a server can put it: names, titles, descriptions, URIs, icons, contents,
// template metadata and completion values. None of it may run; all of it shows as text.
guardEveryTest();

const SCRIPT = '<script>window.__mcpResourceKitCanary=true;alert(document.domain)</script>';
const HOSTILE_GROUPS = ['bidi', 'blob', 'duplicate', 'empty', 'flood', 'huge', 'icons', 'long', 'markup', 'size', 'slow', 'svg', 'timeout'];

describe('hostile markup from the server', () => {
  it('shows every hostile name, title, URI and icon in the tree and the search palette as inert text', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const { user } = await renderHostileKit(connection);
    // The tree is virtualized: open one group at a time, so that its rows are rendered.
    for (const group of HOSTILE_GROUPS) {
      await expand(user, `hostile://${group}`);
      expectScriptNeverRan();
      if (group !== 'icons' && group !== 'markup') await collapse(user, `hostile://${group}`);
    }

    // Icons load (or fail) asynchronously: give them the time to try.
    await sleep(300);
    expectScriptNeverRan();
    expect(row(/Quarterly report/).querySelector('[data-slot="resource-tree-item-label"]')?.textContent).toBe(`${SCRIPT}Quarterly report`);
    expect(row(/^Notes /).querySelector('[data-slot="resource-tree-item-label"]')?.textContent).toMatch(/^Notes <a href="javascript:/);
    expect(row(/^A javascript: URI/).querySelector('[data-slot="resource-tree-item-uri"]')?.textContent).toBe(HOSTILE_URIS.javascriptUri);
    // Icons: only https: and data:image/ sources are ever loaded, and then only through <img>.
    const iconSources = [...document.querySelectorAll<HTMLImageElement>('[role="tree"] img')].map((image) => image.getAttribute('src') ?? '');
    for (const source of iconSources) expect(source).toMatch(/^(https:|data:image\/)/);
    // The SVG icon with <script> and onload is shown, as an image, where script never runs.
    expect(row(/^Icon fault: icon-svg-script/).querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    for (const name of ['icon-javascript', 'icon-file', 'icon-http']) {
      expect(row(new RegExp(`^Icon fault: ${name}`)).querySelector('img')).toBeNull();
    }
    expect(connection.requests.count('resources/read')).toBe(0);

    // The ⌘K palette shows the same payloads as text, and typing in it stays responsive.
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await waitFor(() => screen.getByRole('dialog'));
    const { worstLagMs } = await measureFreeze(async () => {
      await user.type(within(dialog).getByRole('combobox'), 'script');
      await waitFor(() => expect(within(dialog).getAllByRole('option').some((option) => option.textContent?.includes(SCRIPT))).toBe(true));
    });
    expect(worstLagMs).toBeLessThan(FREEZE_BOUND_MS);
    expectScriptNeverRan();
  });

  it('previews hostile contents as text, inert images or a clear message', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const { controls, user } = await renderHostileKit(connection);

    // HTML: the source as text; rendered only on request, in a sandbox that allows no script.
    const html = await showInPreview(controls, HOSTILE_URIS.html);
    expect(await html.findByText(previewLine(SCRIPT))).toBeInTheDocument();
    await user.click(html.getByRole('button', { name: 'Render in a sandbox' }));
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('[data-testid="preview"] iframe');
      expect(found).toBeInTheDocument();
      return found!;
    });
    expect(frame).toHaveAttribute('sandbox');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    await sleep(500);
    expectScriptNeverRan();

    // Markdown: rendered, but raw HTML stays text and no javascript: link survives.
    const markdown = await showInPreview(controls, HOSTILE_URIS.markdown);
    expect(await markdown.findByText(/^Meeting notes <img src=x onerror=/)).toBeInTheDocument();
    expect(markdown.getByText('[image: diagram]')).toBeInTheDocument();
    expectScriptNeverRan();

    // SVG with script, as text and as a blob: an inert <img> of a blob: URL.
    for (const uri of [HOSTILE_URIS.svgText, HOSTILE_URIS.svgBlob]) {
      const svg = await showInPreview(controls, uri);
      expect(await svg.findByText(/^64 × 64 px/)).toBeInTheDocument();
      expect(svg.getByRole('img').getAttribute('src')).toMatch(/^blob:/);
      await sleep(200);
      expectScriptNeverRan();
    }

    // A "PNG" whose bytes are HTML: said so, and shown as bytes.
    const mislabelled = await showInPreview(controls, HOSTILE_URIS.mislabelledBlob);
    expect(await mislabelled.findByText(/^Labelled image\/png, but its bytes are not an image this preview can show\./)).toBeInTheDocument();
    expect(mislabelled.queryByRole('img')).toBeNull();

    // Base64 that is not base64: the read is refused with a clear message.
    const invalid = await showInPreview(controls, HOSTILE_URIS.invalidBase64);
    const alert = await invalid.findByRole('alert');
    expect(alert.getAttribute('data-kind')).toBe('invalid-response');
    expect(alert.textContent).toMatch(/^The server sent an answer that cannot be shown/);

    // Script-bearing URIs are shown, never linked.
    for (const uri of [HOSTILE_URIS.javascriptUri, HOSTILE_URIS.dataHtmlUri]) {
      const preview = await showInPreview(controls, uri);
      expect(await preview.findByText(uri, { selector: '[data-slot="resource-preview-uri"], [data-slot="resource-preview-uri"] *' })).toBeInTheDocument();
      expectScriptNeverRan();
    }

    // Contents: [] is "empty", not an error.
    const empty = await showInPreview(controls, HOSTILE_URIS.empty);
    expect(await empty.findByText('This resource is empty.')).toBeInTheDocument();
    expect(empty.queryByRole('alert')).toBeNull();
    expectScriptNeverRan();
  });

  it('shows template metadata and completion values with markup as text, and keeps the reflected read inert', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const { controls, user } = await renderHostileKit(connection);
    controls.template(HOSTILE_TEMPLATES.reflect);
    const title = await screen.findByRole('heading', { level: 3 });
    expect(title.textContent).toBe(`${SCRIPT}Reflected markup`);
    const field = screen.getByRole('combobox', { name: /name/ });
    await user.click(field);
    await user.keyboard('r');
    const options = await waitFor(() => {
      const found = within(screen.getByRole('listbox', { name: 'Suggestions for name' })).getAllByRole('option');
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
    expect(options.map((option) => option.textContent)).toContain(SCRIPT);
    const imgOption = options.find((option) => option.textContent?.startsWith('<img src=x onerror='))!;
    await user.click(imgOption);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The server reflects the value into text/html unescaped; the preview shows it as source.
    const preview = await waitFor(() => within(screen.getByTestId('preview')));
    expect(await preview.findByText(previewLine(/^<!doctype html><h1>Hello <img src=x onerror=/))).toBeInTheDocument();
    await sleep(300);
    expectScriptNeverRan();
  });
});

/**
 * Finds a line of the text preview by its whole text, highlighted or not: once highlighted, a line's
 * text is split among token spans, which a plain text match does not see.
 */
function previewLine(text: string | RegExp) {
  return (_content: string, element: Element | null) =>
    element?.getAttribute('data-slot') === 'resource-preview-line-text' && (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));
}
