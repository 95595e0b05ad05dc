import { createMcpHandler, InMemoryTransport, isLegacyRequest, type Transport } from '@modelcontextprotocol/server';
import { Catalog } from './catalog.js';
import { createCatalogServer, type CatalogServerSettings } from './catalog-server.js';
import { DEMO_URIS } from './demo-uris.js';
import { HostileMode, type HostileControls } from './hostile/hostile-mode.js';
import type { HostileOptions } from './hostile/hostile-options.js';
import { LegacyConnections } from './legacy-connections.js';
import { LegacyHttpEndpoint } from './legacy-http-endpoint.js';
import { isLegacyNotFoundRead, restoreLegacyNotFoundInResponse } from './legacy-not-found-rewrite.js';
import { ListenStreams } from './listen-streams.js';

export interface DemoServerOptions {
  /** Extra generated resources, e.g. file:///bulk/dir-012/item-01234.txt, 100 per folder (default 0). */
  bulkResources?: number;
  /** Page size of resources/list and resources/templates/list (default 50). */
  pageSize?: number;
  /** When > 0, demo://live/clock changes and `notifications/resources/updated` is sent every N ms (default 0). */
  updateIntervalMs?: number;
  /** When > 0, a build log appears in or disappears from the list every N ms, with list_changed (default 0). */
  listChangeIntervalMs?: number;
  /** Declare the completions capability (default true). */
  completions?: boolean;
  /** Declare resources.subscribe (default true). */
  subscribe?: boolean;
  /** Declare resources.listChanged (default true). */
  listChanged?: boolean;
  /** Page 1's nextCursor is '' — a valid cursor meaning page 2. */
  emptyStringCursor?: boolean;
  /** 'repeat': page 2 hands back page 1's cursor; 'endless': every page has a fresh nextCursor forever. */
  cursorFault?: 'repeat' | 'endless';
  /** Page 1 of resources/list carries one item that violates the schema (annotations.priority 42). */
  malformedListItem?: boolean;
  /** Also serve the resources the MCP conformance harness reads by name (test://static-text, …; default false). */
  conformanceFixtures?: boolean;
  /** When set, fetch() answers HTTP 401 unless the request has `Authorization: Bearer <token>`. */
  bearerToken?: string;
  /**
   * Puts the hostile catalog (script payloads, broken icons, a 20 MiB text, duplicate URIs, …, see
   * HOSTILE_URIS) in front of the normal one, with the faults chosen in HostileOptions. `true` takes
   * every default. Every DEMO_URIS entry keeps working.
   */
  hostile?: boolean | HostileOptions;
}

export interface DemoServer {
  /** The Streamable HTTP endpoint: 2026-07-28 requests and 2025-11-25 sessions alike. */
  fetch(request: Request): Promise<Response>;
  /** Reaches modern listen streams and every stateful legacy connection. */
  notify: { resourceUpdated(uri: string): void; resourcesChanged(): void };
  /** The client end of an in-memory pair wired to a fresh stateful 2025-era server. */
  connectLegacy(): Promise<Transport>;
  /** Breaks every open subscriptions/listen stream, as a lost connection would. */
  dropListenStreams(): void;
  close(): Promise<void>;
}

/** A demo server created with `hostile`: the same endpoints, plus levers for the faults. */
export interface HostileDemoServer extends DemoServer {
  hostile: HostileControls;
}

async function readJsonBody(request: Request): Promise<unknown> {
  if (request.method !== 'POST') return undefined;
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

function isListenRequest(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'method' in body && body.method === 'subscriptions/listen';
}

function unauthorized(): Response {
  return Response.json(
    { jsonrpc: '2.0', error: { code: -32001, message: 'Unauthorized: send Authorization: Bearer <token>' }, id: null },
    { status: 401, headers: { 'www-authenticate': 'Bearer realm="mcp-resource-kit-demo"' } },
  );
}

export function createDemoServer(options: DemoServerOptions & { hostile: true | HostileOptions }): HostileDemoServer;
export function createDemoServer(options?: DemoServerOptions): DemoServer;
export function createDemoServer(options: DemoServerOptions = {}): DemoServer | HostileDemoServer {
  const pageSize = options.pageSize ?? 50;
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  const settings: CatalogServerSettings = {
    pageSize,
    subscribe: options.subscribe ?? true,
    listChanged: options.listChanged ?? true,
    completions: options.completions ?? true,
    malformedListItem: options.malformedListItem ?? false,
    ...(options.emptyStringCursor !== undefined && { emptyStringCursor: options.emptyStringCursor }),
    ...(options.cursorFault !== undefined && { cursorFault: options.cursorFault }),
  };
  const catalog = new Catalog(options.bulkResources ?? 0, options.conformanceFixtures ?? false);
  const hostile = options.hostile ? new HostileMode(options.hostile, catalog, settings) : undefined;
  const handler = createMcpHandler(({ era }) => (hostile ? hostile.createServer(era) : createCatalogServer(catalog, settings, era)), { legacy: 'reject' });
  const legacyConnections = new LegacyConnections(() => (hostile ? hostile.createLegacyServer() : createCatalogServer(catalog, settings, 'legacy')), settings);
  const legacyEndpoint = new LegacyHttpEndpoint(legacyConnections);
  const listenStreams = new ListenStreams();

  const publishUpdated = (uri: string) => {
    handler.notify.resourceUpdated(uri);
    legacyConnections.resourceUpdated(uri);
  };
  const publishListChanged = () => {
    handler.notify.resourcesChanged();
    legacyConnections.resourcesChanged();
  };

  const timers: ReturnType<typeof setInterval>[] = [];
  if (options.updateIntervalMs && options.updateIntervalMs > 0) {
    timers.push(
      setInterval(() => {
        catalog.clock.advance();
        publishUpdated(DEMO_URIS.live);
      }, options.updateIntervalMs),
    );
  }
  if (options.listChangeIntervalMs && options.listChangeIntervalMs > 0) {
    timers.push(
      setInterval(() => {
        catalog.churn.step();
        publishListChanged();
      }, options.listChangeIntervalMs),
    );
  }

  const server: DemoServer = {
    async fetch(request) {
      if (options.bearerToken !== undefined && request.headers.get('authorization') !== `Bearer ${options.bearerToken}`) {
        return unauthorized();
      }
      const body = await readJsonBody(request);
      if (await isLegacyRequest(request, body)) return legacyEndpoint.handle(request, body);
      if (hostile && isListenRequest(body)) return hostile.listen(request, body, () => handler.fetch(request, { parsedBody: body }));
      const response = await handler.fetch(request, body === undefined ? undefined : { parsedBody: body });
      if (isListenRequest(body)) return listenStreams.track(response);
      if (isLegacyNotFoundRead(body)) return restoreLegacyNotFoundInResponse(response);
      return response;
    },
    notify: {
      resourceUpdated(uri) {
        // A notification about the clock should describe a real change, so the clock moves first.
        if (uri === DEMO_URIS.live) catalog.clock.advance();
        publishUpdated(uri);
      },
      resourcesChanged: publishListChanged,
    },
    async connectLegacy() {
      const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
      await legacyConnections.open(serverTransport);
      return clientTransport;
    },
    dropListenStreams: () => {
      listenStreams.dropAll();
      hostile?.dropListenStreams();
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      listenStreams.dropAll();
      hostile?.close();
      await Promise.allSettled([handler.close(), legacyEndpoint.close(), legacyConnections.closeAll()]);
    },
  };
  return hostile ? { ...server, hostile: hostile.controls } : server;
}
