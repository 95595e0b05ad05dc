import { DEMO_URIS, HOSTILE_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  domNodeCount,
  expand,
  expectNoPageErrors,
  expectScriptNeverRan,
  FREEZE_BOUND_MS,
  guardEveryTest,
  key,
  measureFreeze,
  previewRegion,
  renderHostileKit,
  retainedHeapBytes,
  showInPreview,
  row,
  selectedKeys,
  sleep,
  startHostile,
  trayState,
  type HostileConnection,
} from './hostile/hostile-harness.js';

// The user's selection and attachments against a hostile server: they are made first, through the
// UI, and must come through every fault unchanged.
guardEveryTest();

const SELECTED = [key(HOSTILE_URIS.floodTarget), key(HOSTILE_URIS.html)];
const ATTACHED = [
  { uri: HOSTILE_URIS.floodTarget, status: 'ready' },
  { uri: HOSTILE_URIS.html, status: 'ready' },
];

/** Selects the flood target and the hostile HTML report with the keyboard, and attaches both from the selection bar. */
async function selectAndAttach({ user }: Awaited<ReturnType<typeof renderHostileKit>>) {
  await expand(user, 'hostile://flood');
  await expand(user, 'hostile://markup');
  row(/^Flood target/).focus();
  await user.keyboard(' ');
  row(/Quarterly report/).focus();
  await user.keyboard(' ');
  expect(selectedKeys()).toEqual(SELECTED);
  await user.click(screen.getByRole('button', { name: 'Attach 2' }));
  await waitFor(() => expect(trayState()).toEqual(ATTACHED));
}

function expectSelectionAndTrayUnchanged() {
  expect(selectedKeys()).toEqual(SELECTED);
  const selectedRows = screen.getAllByRole('treeitem').filter((item) => item.getAttribute('aria-selected') === 'true');
  expect(selectedRows.map((item) => item.querySelector('[data-slot="resource-tree-item-label"]')?.textContent)).toEqual([
    'Flood target',
    expect.stringContaining('Quarterly report'),
  ]);
  expect(screen.getByRole('group', { name: 'Selection' }).textContent).toMatch(/^2 selected/);
  expect(trayState()).toEqual(ATTACHED);
  expect(screen.getByText('2 attached')).toBeInTheDocument();
}

function changeFeed() {
  return screen.getByTestId('change-feed').textContent;
}

async function floodTargetPreviewed(connection: HostileConnection, kit: Awaited<ReturnType<typeof renderHostileKit>>) {
  const preview = await showInPreview(kit.controls, HOSTILE_URIS.floodTarget);
  expect(await preview.findByText(/^Flood notifications sent so far: \d+$/)).toBeInTheDocument();
  await waitFor(() => expect(changeFeed()).toBe('listening'));
  // The feed reopens once the preview's URI joins the attachments' and the selection's.
  await sleep(300);
  await waitFor(() => expect(changeFeed()).toBe('listening'));
  return connection;
}

describe('given a selection and attachments, against a hostile server', () => {
  it('survives a flood of 2,000 notifications (half for unknown URIs) with watched resources on screen: no update-depth error, a handful of reads', { timeout: 60_000 }, async () => {
    const connection = await startHostile();
    const kit = await renderHostileKit(connection);
    await selectAndAttach(kit);
    // Watched three ways now: the preview (useResourceWatch), the selection (the tree's live dot) and the tray.
    await floodTargetPreviewed(connection, kit);
    const readsBefore = connection.requests.count('resources/read', HOSTILE_URIS.floodTarget);
    const nodesBefore = domNodeCount();
    const heapBefore = await retainedHeapBytes();

    const { worstLagMs, longestTaskMs } = await measureFreeze(async () => {
      const report = connection.server.hostile.flood(2_000);
      expect(report.listenStreams).toBeGreaterThanOrEqual(1);
      expect(report.notifications.filter((notification) => 'uri' in notification && notification.uri.startsWith(HOSTILE_URIS.floodUnknownPrefix))).toHaveLength(1_000);
      // Before LiveRefresh told its listeners once per task, this burst threw React error #185
      // (maximum update depth) here: one synchronous re-render per notification.
      await sleep(1_000);
      expectNoPageErrors();
      await waitFor(() => expect(within(previewRegion()).getByText('Flood notifications sent so far: 2000')).toBeInTheDocument(), { timeout: 10_000 });
      await sleep(600);
    });
    expect(worstLagMs).toBeLessThan(FREEZE_BOUND_MS);
    expect(longestTaskMs).toBeLessThan(FREEZE_BOUND_MS);
    // Nothing accumulates per notification: not elements, not retained memory (2,000 kept events
    // or per-URI entries for the 1,000 unknown URIs would show here).
    expect(domNodeCount() - nodesBefore).toBeLessThan(50);
    expect((await retainedHeapBytes()) - heapBefore).toBeLessThan(8 * 1024 * 1024);
    // Throttled to one read now and at most one more per 250 ms window, not one per notification.
    const reads = connection.requests.count('resources/read', HOSTILE_URIS.floodTarget) - readsBefore;
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(12);
    // Nobody watches the unknown URIs: they are dropped, never read.
    expect(connection.requests.count('resources/read', (uri) => uri.startsWith(HOSTILE_URIS.floodUnknownPrefix))).toBe(0);
    expectSelectionAndTrayUnchanged();
    // The tray says the flood target changed after it was attached, and keeps what was read until asked.
    const flagged = screen.getAllByRole('listitem').find((item) => item.querySelector('code')?.textContent === HOSTILE_URIS.floodTarget)!;
    expect(flagged.hasAttribute('data-changed')).toBe(true);
    expect(within(flagged).getByRole('button', { name: 'Use new version' })).toBeEnabled();
  });

  it('survives list churn, read errors, timeouts and a dropped change feed', { timeout: 60_000 }, async () => {
    const connection = await startHostile({ slowMs: 400 }, { requestTimeoutMs: 1_000 });
    const kit = await renderHostileKit(connection);
    await selectAndAttach(kit);
    await floodTargetPreviewed(connection, kit);

    // List churn: 30 list_changed among 300 notifications refetch the list a few times, not 30.
    const listsBefore = connection.requests.count('resources/list');
    connection.server.hostile.flood(300, { listChanged: true });
    await sleep(1_200);
    const listReads = connection.requests.count('resources/list') - listsBefore;
    expect(listReads).toBeGreaterThanOrEqual(1);
    expect(listReads).toBeLessThanOrEqual(12);
    expectNoPageErrors();
    expectSelectionAndTrayUnchanged();

    // A read that never answers: the client's timeout ends it, retried twice, then a clear message.
    const neverAnswers = await showInPreview(kit.controls, HOSTILE_URIS.neverAnswers);
    expect(neverAnswers.getByText('Reading the resource…')).toBeInTheDocument();
    const timeout = await neverAnswers.findByRole('alert', {}, { timeout: 15_000 });
    expect(timeout.getAttribute('data-kind')).toBe('timeout');
    expect(timeout.textContent).toContain('The server did not answer in time');
    expect(within(timeout).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expectSelectionAndTrayUnchanged();

    // A slow read shows that it is reading, then the answer.
    const slow = await showInPreview(kit.controls, HOSTILE_URIS.slow);
    expect(slow.getByText('Reading the resource…')).toBeInTheDocument();
    expect(await slow.findByText('Finished after 400 ms.')).toBeInTheDocument();

    // Not found, in both codes: an unknown flood URI (-32602) and the legacy -32002.
    for (const uri of [`${HOSTILE_URIS.floodUnknownPrefix}7`, DEMO_URIS.legacyNotFound]) {
      const notFound = await (await showInPreview(kit.controls, uri)).findByRole('alert');
      expect(notFound.getAttribute('data-kind')).toBe('not-found');
      expect(notFound.textContent).toContain(`Not foundThe server has no resource at ${uri}.`);
    }
    expectSelectionAndTrayUnchanged();

    // The change feed drops: the kit says it is reconnecting, then listens again by itself.
    const states: string[] = [];
    const observer = new MutationObserver(() => states.push(changeFeed() ?? ''));
    observer.observe(screen.getByTestId('change-feed'), { childList: true, characterData: true, subtree: true });
    connection.server.dropListenStreams();
    await waitFor(() => expect(states.some((state) => state.startsWith('reconnecting'))).toBe(true));
    await waitFor(() => expect(changeFeed()).toBe('listening'), { timeout: 10_000 });
    observer.disconnect();
    expectSelectionAndTrayUnchanged();
    expectScriptNeverRan();
  });

  it('keeps working while every listen stream drops 300 ms after it opens, under a steady flood', { timeout: 60_000 }, async () => {
    const connection = await startHostile({ listenStream: { kind: 'drop', afterMs: 300 }, notificationFlood: { perSecond: 400, listChanged: true } });
    const kit = await renderHostileKit(connection);
    await selectAndAttach(kit);
    const { worstLagMs } = await measureFreeze(async () => {
      const preview = await showInPreview(kit.controls, DEMO_URIS.architecture);
      expect((await preview.findAllByText(/Architecture/, { selector: 'h1, h2, h3' })).length).toBeGreaterThan(0);
      // Typing in the search palette still works while the list churns and the feed drops.
      await kit.user.keyboard('{Meta>}k{/Meta}');
      const dialog = await waitFor(() => screen.getByRole('dialog'));
      await kit.user.type(within(dialog).getByRole('combobox'), 'flood');
      expect((within(dialog).getByRole('combobox') as HTMLInputElement).value).toBe('flood');
      await waitFor(() => expect(within(dialog).getAllByRole('option')[0]?.textContent).toMatch(/^Flood target/));
      await kit.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await sleep(1_000);
    });
    expect(worstLagMs).toBeLessThan(FREEZE_BOUND_MS);
    // The feed kept dropping; the kit kept re-listening rather than giving up or spinning.
    const listens = connection.requests.count('subscriptions/listen');
    expect(listens).toBeGreaterThanOrEqual(2);
    expect(listens).toBeLessThanOrEqual(20);
    expectNoPageErrors();
    expectSelectionAndTrayUnchanged();
  });

  it('says the change feed timed out when the server never acknowledges it, and everything else still works', { timeout: 60_000 }, async () => {
    const connection = await startHostile({ listenStream: { kind: 'never-acknowledge' } }, { requestTimeoutMs: 800 });
    const kit = await renderHostileKit(connection);
    await selectAndAttach(kit);
    await waitFor(() => expect(changeFeed()).toMatch(/^reconnecting \(timeout\): /), { timeout: 10_000 });
    const preview = await showInPreview(kit.controls, DEMO_URIS.architecture);
    expect((await preview.findAllByText(/Architecture/, { selector: 'h1, h2, h3' })).length).toBeGreaterThan(0);
    expect(connection.server.hostile.listenStreams().acknowledged).toBe(0);
    expectSelectionAndTrayUnchanged();
  });

  it('stops following a cursor that never ends, at the auto-load limit and at the "load all" page limit', { timeout: 60_000 }, async () => {
    const connection = await startHostile({ cursor: 'endless' });
    const kit = await renderHostileKit(connection, { autoLoadLimit: 300, maxLoadAllPages: 4 });
    const summary = () => screen.getAllByRole('status').find((element) => element.getAttribute('data-slot') === 'resource-tree-summary')!;
    await waitFor(() => expect(summary().textContent).toContain('more on the server'));
    await selectAndAttach(kit);
    await sleep(500);
    const pages = connection.requests.count('resources/list');
    await sleep(1_000);
    // Nothing is fetched while nobody asks: the endless list is not walked by itself.
    expect(connection.requests.count('resources/list')).toBe(pages);
    const { worstLagMs } = await measureFreeze(async () => {
      await kit.user.click(screen.getByRole('button', { name: 'Load all' }));
      await waitFor(() => expect(summary().textContent).toContain('Stopped at the limit of 4 pages'), { timeout: 20_000 });
    });
    expect(worstLagMs).toBeLessThan(FREEZE_BOUND_MS);
    expect(connection.requests.count('resources/list')).toBe(pages + 4);
    expect(summary().textContent).toContain('more on the server');
    expectSelectionAndTrayUnchanged();
  });

  it('ends a list whose cursor repeats, showing what it has', { timeout: 60_000 }, async () => {
    const connection = await startHostile({ cursor: 'repeat' });
    const kit = await renderHostileKit(connection);
    const summary = () => screen.getAllByRole('status').find((element) => element.getAttribute('data-slot') === 'resource-tree-summary')!;
    await waitFor(() => expect(summary().textContent).toMatch(/^\d+ resources · \d+ templates · invalid items left out: 2$/));
    await selectAndAttach(kit);
    await sleep(1_000);
    // Page 1, page 2 (which hands back page 1's cursor), and no more.
    expect(connection.requests.count('resources/list')).toBe(2);
    expect(screen.getByRole('button', { name: 'Load all' }).hasAttribute('disabled')).toBe(true);
    expectSelectionAndTrayUnchanged();
  });
});
