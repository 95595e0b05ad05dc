import { HIDDEN_CHARACTER_MARK, revealHiddenCharacters } from '@mcp-resource-kit/core';
import { HOSTILE_COMPLETION_COUNT, HOSTILE_TEMPLATES, HOSTILE_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  domNodeCount,
  expand,
  FREEZE_BOUND_MS,
  guardEveryTest,
  key,
  measureFreeze,
  renderHostileKit,
  retainedHeapBytes,
  row,
  selectedKeys,
  showInPreview,
  startHostile,
} from './hostile/hostile-harness.js';

// Sizes and shapes no list or preview should take at face value: a 20 MiB text, 10,000-character
// names, bidi overrides and zero-width look-alikes, duplicate URIs, a malformed list item and a
// completion that answers 10,000 values.
guardEveryTest();

const MIB = 1024 * 1024;

describe('hostile sizes and shapes', () => {
  it('previews a 20 MiB text without freezing, with a bounded DOM and bounded memory', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    // The in-page server builds and serialises the 20 MiB on this same thread, and the client
    // parses it: that stall is measured first, without the UI, and allowed on top of the bound.
    const baseline = await measureFreeze(() => connection.client.readResource(HOSTILE_URIS.hugeText));
    const { controls } = await renderHostileKit(connection);
    const nodesBefore = domNodeCount();
    const heapBefore = await retainedHeapBytes();
    const { worstLagMs, longestTaskMs } = await measureFreeze(async () => {
      const preview = await showInPreview(controls, HOSTILE_URIS.hugeText);
      expect(await preview.findByText(/^Showing the first [\d,]+ of 163,8\d\d lines\./, {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(preview.getAllByText(/^0000001 The quick brown fox/).length).toBeGreaterThan(0);
    });
    const heapAfter = await retainedHeapBytes();
    const nodesAfter = domNodeCount();
    console.info(
      `[hostile 20 MiB] worst lag ${Math.round(worstLagMs)} ms (bare read: ${Math.round(baseline.worstLagMs)} ms), longest task ${Math.round(longestTaskMs)} ms, ` +
        `DOM ${nodesBefore} → ${nodesAfter} elements, retained heap +${((heapAfter - heapBefore) / MIB).toFixed(1)} MiB`,
    );
    expect(worstLagMs).toBeLessThan(FREEZE_BOUND_MS + baseline.worstLagMs);
    // 163,840 lines: a preview that rendered them all would add hundreds of thousands of elements.
    expect(nodesAfter - nodesBefore).toBeLessThan(3_000);
    // The text is held once (20 MiB of one-byte characters) in the query cache; copies per line,
    // per render or per highlight would multiply that.
    expect(heapAfter - heapBefore).toBeLessThan(100 * MIB);
  });

  it('asks before attaching 20 MiB over the budget, and keeps the selection', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const { user } = await renderHostileKit(connection);
    await expand(user, 'hostile://huge');
    row(/^A 20 MiB text/).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Attach 1' }));
    const pending = await waitFor(() => within(screen.getByRole('region', { name: /attach/i })).getByRole('alert'));
    expect(pending.textContent).toMatch(/over/i);
    expect(connection.requests.count('resources/read', HOSTILE_URIS.hugeText)).toBe(0);
    expect(selectedKeys()).toEqual([key(HOSTILE_URIS.hugeText)]);
  });

  it('keeps 10,000-character names to one row, and the page to its width', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const { user, controls } = await renderHostileKit(connection);
    await expand(user, 'hostile://long');
    const long = row(/^A very long title with spaces/);
    expect(long.querySelector('[data-slot="resource-tree-item-label"]')?.textContent).toHaveLength(10_000);
    expect(long.getBoundingClientRect().height).toBe(44);
    const tree = screen.getByRole('tree');
    expect(tree.scrollWidth).toBeLessThanOrEqual(tree.clientWidth + 1);
    // The 10,000-character URI is shown cut short, in full only in its title.
    const longUri = row(/^A 10,000-character URI/).querySelector('[data-slot="resource-tree-item-uri"]')!;
    expect(longUri.textContent!.length).toBeLessThanOrEqual(501);

    const preview = await showInPreview(controls, HOSTILE_URIS.longName);
    expect(await preview.findByText('Its name, title and description are 10,000 characters each.')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth + 1);
  });

  it('unmasks look-alikes: bidi overrides and zero-width characters show as �; duplicate URIs make one row', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const { user } = await renderHostileKit(connection);
    const uriOf = (item: Element) => item.querySelector('[data-slot="resource-tree-item-uri"]')?.textContent;
    await expand(user, 'hostile://bidi');
    // "report-\u202Efdp.sh" would read "report-hs.pdf": the override is shown instead of obeyed.
    const bidi = row(/^Invoice /);
    expect(uriOf(bidi)).toBe(revealHiddenCharacters(HOSTILE_URIS.rightToLeftOverride));
    expect(uriOf(bidi)).toContain(`report-${HIDDEN_CHARACTER_MARK}fdp.sh`);
    expect(bidi.textContent).not.toContain('\u202E');

    await expand(user, 'hostile://duplicate');
    const duplicates = screen.getAllByRole('treeitem').filter((item) => uriOf(item) === HOSTILE_URIS.duplicate);
    expect(duplicates).toHaveLength(1);

    await expand(user, 'file://');
    await expand(user, 'project');
    // The zero-width README no longer looks like the real one.
    const readmes = screen.getAllByRole('treeitem').filter((item) => /^file:\/\/\/project\/README\uFFFD?\.md$/.test(uriOf(item) ?? ''));
    expect(readmes.map(uriOf)).toEqual(expect.arrayContaining([`file:///project/README${HIDDEN_CHARACTER_MARK}.md`, 'file:///project/README.md']));
    // Selecting the look-alike selects it alone.
    const impostor = readmes.find((item) => uriOf(item) === `file:///project/README${HIDDEN_CHARACTER_MARK}.md`)!;
    impostor.focus();
    await user.keyboard(' ');
    expect(selectedKeys()).toEqual([key(HOSTILE_URIS.zeroWidth)]);
  });

  it('shows the valid items of a page that carries a malformed one, and says how many it left out', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    await renderHostileKit(connection);
    // One resource and one template on the first pages break the schema.
    const summary = screen.getAllByRole('status').find((element) => element.getAttribute('data-slot') === 'resource-tree-summary')!;
    await waitFor(() => expect(summary.textContent).toMatch(/ · invalid items left out: 2$/));
    // Page 1 carries the malformed item third, between the HTML report and the javascript: URI.
    expect(row(/^A javascript: URI/)).toBeInTheDocument();
    expect(row(/^A data:text\/html URI/)).toBeInTheDocument();
    expect(row('hostile://markup')).toBeInTheDocument();
  });

  it('caps a completion that answers 10,000 values, and typing stays responsive', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const { controls, user } = await renderHostileKit(connection);
    controls.template(HOSTILE_TEMPLATES.completeRaw);
    const field = await screen.findByRole('combobox', { name: /value/ });
    const { worstLagMs } = await measureFreeze(async () => {
      await user.click(field);
      await user.keyboard('abc');
      await waitFor(() => expect(within(screen.getByRole('listbox', { name: 'Suggestions for value' })).getAllByRole('option').length).toBeGreaterThan(0), { timeout: 10_000 });
    });
    expect(worstLagMs).toBeLessThan(FREEZE_BOUND_MS);
    const options = within(screen.getByRole('listbox', { name: 'Suggestions for value' })).getAllByRole('option');
    expect(options.length).toBeLessThanOrEqual(100);
    expect(options[0]?.textContent).toBe('abc-00000');
    expect(screen.getByText(`100 of ${HOSTILE_COMPLETION_COUNT.toLocaleString('en-US')} — keep typing`)).toBeInTheDocument();
    expect((field as HTMLInputElement).value).toBe('abc');
  });
});
