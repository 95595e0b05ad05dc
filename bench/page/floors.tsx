import { useEffect, useRef, useState } from 'react';

/*
 * The floors of an interaction, measured in the same run as the kit: what any search field or
 * filter pays on this machine, under this load, before it matches anything. Targets are ratios
 * against them, so a loaded machine moves the floor and the kit together.
 */

/** Rows the floor list shows: as many as the kit's result lists show at the bench's viewport. */
export const FLOOR_ROWS = 10;

/** `set` with `value` taken out if it was in, else put in: what a click on a checkbox does. */
export function toggled<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

/** A bare input that does nothing with what is typed: the least any field takes to paint a keystroke. */
export function FloorInput() {
  const [query, setQuery] = useState('');
  return <input aria-label="Search" data-naive-search value={query} onChange={(event) => setQuery(event.target.value)} />;
}

/**
 * An input, two facet checkboxes and a plain list of `FLOOR_ROWS` rows whose text follows them,
 * with no matching, ranking or filtering: the least any search field or facet takes to paint
 * changed results. `[data-floor-results]` carries the query and whether a box is checked.
 */
export function FloorList() {
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (family: string) => setChecked((previous) => toggled(previous, family));
  const facets = [...checked].join(' ');
  return (
    <div style={{ font: '14px system-ui' }}>
      <input aria-label="Search" data-naive-search value={query} onChange={(event) => setQuery(event.target.value)} />
      {['Code', 'Text'].map((family) => (
        <label key={family}>
          <input type="checkbox" checked={checked.has(family)} onChange={() => toggle(family)} />
          {family}
        </label>
      ))}
      <ul data-floor-results data-query={query} data-filtered={checked.size > 0 || undefined}>
        {Array.from({ length: FLOOR_ROWS }, (_, row) => (
          <li key={row}>
            {query} {facets} <small>result {row + 1}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An input and a plain list of `FLOOR_ROWS` rows whose text follows what a worker echoed back for
 * it (echo-worker.ts): the least any field that matches in a worker takes to paint changed results.
 * Chromium runs no task of the page's own from a discrete input (a keystroke) until the next frame
 * is drawn, a worker's reply included, so the echo paints a frame after the typed character at best.
 * `[data-floor-results]` carries the query echoed, and appears once the worker has answered.
 */
export function FloorWorkerList() {
  const [query, setQuery] = useState('');
  const [echoed, setEchoed] = useState<string>();
  const [worker, setWorker] = useState<Worker>();
  useEffect(() => {
    const started = new Worker(new URL('./echo-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<string>) => setEchoed(event.data);
    started.postMessage('');
    setWorker(started);
    return () => started.terminate();
  }, []);
  const type = (value: string) => {
    setQuery(value);
    worker?.postMessage(value);
  };
  return (
    <div style={{ font: '14px system-ui' }}>
      <input aria-label="Search" data-naive-search value={query} onChange={(event) => type(event.target.value)} />
      {echoed !== undefined && (
        <ul data-floor-results data-query={echoed}>
          {Array.from({ length: FLOOR_ROWS }, (_, row) => (
            <li key={row}>
              {echoed} <small>result {row + 1}</small>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What a bare client sends with each request to a 2026-07-28 server: the version and capabilities travel in `_meta`. */
const BARE_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'bench-floor', version: '0' },
};

/**
 * One `resources/list` page from the server at `url`, by a bare `fetch` and `JSON.parse`: no SDK, no validation.
 * Parsed in script, as the kit's client parses. This page's scavenges at a million (50–90 ms in traces) still come
 * as tasks of their own, which run no script and which the Long Tasks API therefore does not report: the runner
 * also counts long tasks from a trace (`traceLongTasks`).
 */
async function listPage(url: string, id: number, cursor: string | undefined): Promise<{ resources: unknown[]; nextCursor?: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'resources/list' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'resources/list', params: { ...(cursor !== undefined && { cursor }), _meta: BARE_META } }),
  });
  if (!response.ok) throw new Error(`floor-listing: resources/list answered HTTP ${response.status}`);
  const message = JSON.parse(await response.text()) as { result?: { resources: unknown[]; nextCursor?: string } };
  if (!message.result) throw new Error(`floor-listing: resources/list answered ${JSON.stringify(message).slice(0, 200)}`);
  return message.result;
}

/**
 * A button that lists every page of the server at `url`, one after the other, and a count of the
 * resources listed: each page fetched, parsed and kept, nothing else. The least any page that holds
 * the same list takes: its tasks, and the collections of a heap that holds every parsed resource.
 * `[data-floor-listed]` carries the count, and `data-done` once the last page is counted.
 */
export function FloorListing({ url }: { url: string }) {
  const [listed, setListed] = useState({ count: 0, done: false });
  const pages = useRef<unknown[][]>([]);
  const listAll = async () => {
    let cursor: string | undefined;
    let count = 0;
    do {
      const page = await listPage(url, pages.current.length + 1, cursor);
      pages.current.push(page.resources);
      count += page.resources.length;
      cursor = page.nextCursor;
      setListed({ count, done: cursor === undefined });
    } while (cursor !== undefined);
  };
  return (
    <div style={{ font: '14px system-ui' }}>
      <button type="button" data-floor-load-all onClick={() => void listAll()}>
        List all
      </button>
      <p data-floor-listed={listed.count} data-done={listed.done || undefined}>
        {listed.count} resources
      </p>
    </div>
  );
}
