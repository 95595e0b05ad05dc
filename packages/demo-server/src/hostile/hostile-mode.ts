import type { McpServer } from '@modelcontextprotocol/server';
import type { Catalog } from '../catalog.js';
import type { CatalogServerSettings, ProtocolEra } from '../catalog-server.js';
import { createHostileCatalogServer, indexEntries, type HostileCatalog } from './hostile-catalog-server.js';
import { createHostileEntries } from './hostile-entries.js';
import { HostileListenStreams } from './hostile-listen-streams.js';
import { resolveHostileOptions, type HostileOptions, type NotificationFlood, type ResolvedHostileOptions } from './hostile-options.js';
import { createHostileTemplates } from './hostile-templates.js';
import { HOSTILE_URIS } from './hostile-uris.js';

/** One notification of a flood, as it went out. */
export type FloodNotification = { method: 'notifications/resources/updated'; uri: string } | { method: 'notifications/resources/list_changed' };

/** What one `flood()` burst sent, and to how many receivers. */
export interface FloodReport {
  notifications: FloodNotification[];
  /** Acknowledged modern listen streams that got every notification. */
  listenStreams: number;
  /** 2025-era connections that got every notification, unsolicited. */
  legacyConnections: number;
}

/** Levers of a hostile demo server that tests pull at will. */
export interface HostileControls {
  /** The options in effect, defaults filled in. */
  readonly options: ResolvedHostileOptions;
  /**
   * Sends `count` notifications right now to every acknowledged listen stream and every 2025-era
   * connection, regardless of what each subscribed to. The shape follows `notificationFlood` when
   * set; by default every other one names an unknown URI.
   */
  flood(count: number, shape?: Omit<NotificationFlood, 'perSecond'>): FloodReport;
  /** Open modern listen streams: acknowledged, and held open without an acknowledgement. */
  listenStreams(): { acknowledged: number; unacknowledged: number };
}

const FLOOD_TICK_MS = 50;

function subscriptionIdOf(body: unknown): string | number {
  const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : '';
}

/** Everything `createDemoServer({ hostile })` adds: the hostile catalog, listen faults and the flood. */
export class HostileMode {
  readonly options: ResolvedHostileOptions;
  readonly controls: HostileControls;
  readonly #catalog: Catalog;
  readonly #settings: CatalogServerSettings;
  readonly #hostileCatalog: HostileCatalog;
  readonly #entriesByUri;
  readonly #listenStreams: HostileListenStreams;
  /** Legacy servers, with whether each was ever seen connected (only those can be pruned once they disconnect). */
  readonly #legacyServers = new Map<McpServer, boolean>();
  #floodSequence = 0;
  #knownUriSequence = 0;
  #floodTimer: ReturnType<typeof setInterval> | undefined;

  constructor(options: true | HostileOptions, catalog: Catalog, settings: CatalogServerSettings) {
    this.options = resolveHostileOptions(options, HOSTILE_URIS.floodTarget);
    this.#catalog = catalog;
    this.#settings = settings;
    const entries = createHostileEntries({ slowMs: this.options.slowMs, floodCount: () => this.#floodSequence });
    this.#hostileCatalog = { entries, templates: createHostileTemplates() };
    this.#entriesByUri = indexEntries(entries);
    this.#listenStreams = new HostileListenStreams(this.options.listenStream);
    this.controls = {
      options: this.options,
      flood: (count, shape) => this.#flood(count, { ...this.#defaultShape(), ...shape }),
      listenStreams: () => this.#listenStreams.counts(),
    };
    const flood = this.options.notificationFlood;
    if (flood) this.#startFlood(flood);
  }

  /** A server instance over the normal and the hostile catalog, for one request (modern) or one connection. */
  createServer(era: ProtocolEra): McpServer {
    return createHostileCatalogServer(this.#catalog, this.#hostileCatalog, this.#entriesByUri, this.#settings, this.options, era);
  }

  /** A 2025-era connection's server, remembered so the flood can reach it. */
  createLegacyServer(): McpServer {
    this.#pruneLegacyServers();
    const server = this.createServer('legacy');
    this.#legacyServers.set(server, false);
    return server;
  }

  /** Answers a modern `subscriptions/listen` request; `forward` asks the SDK handler. */
  listen(request: Request, body: unknown, forward: () => Promise<Response>): Promise<Response> {
    return this.#listenStreams.listen(subscriptionIdOf(body), request.signal, forward);
  }

  dropListenStreams(): void {
    this.#listenStreams.dropAll();
  }

  close(): void {
    clearInterval(this.#floodTimer);
    this.#listenStreams.closeAll();
    this.#legacyServers.clear();
  }

  #defaultShape(): Required<Omit<NotificationFlood, 'perSecond'>> {
    const configured = this.options.notificationFlood;
    return configured ?? { unknownUris: true, listChanged: false, uris: [HOSTILE_URIS.floodTarget] };
  }

  #startFlood(flood: Required<NotificationFlood>): void {
    const started = Date.now();
    let sent = 0;
    this.#floodTimer = setInterval(() => {
      const due = Math.floor(((Date.now() - started) / 1_000) * flood.perSecond);
      // After a stalled event loop, skip the backlog rather than sending it all at once.
      const count = Math.min(due - sent, Math.ceil(flood.perSecond));
      sent = due;
      if (count > 0) this.#flood(count, flood);
    }, FLOOD_TICK_MS);
  }

  #flood(count: number, shape: Omit<NotificationFlood, 'perSecond'>): FloodReport {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`flood count must be a non-negative integer, got ${count}`);
    const uris = shape.uris && shape.uris.length > 0 ? shape.uris : [HOSTILE_URIS.floodTarget];
    const legacyServers = this.#connectedLegacyServers();
    const notifications: FloodNotification[] = [];
    let listenStreams = 0;
    for (let index = 0; index < count; index++) {
      const sequence = this.#floodSequence++;
      const notification: FloodNotification =
        shape.listChanged && sequence % 10 === 9
          ? { method: 'notifications/resources/list_changed' }
          : {
              method: 'notifications/resources/updated',
              uri: (shape.unknownUris ?? true) && sequence % 2 === 1 ? `${HOSTILE_URIS.floodUnknownPrefix}${sequence}` : (uris[this.#knownUriSequence++ % uris.length] ?? HOSTILE_URIS.floodTarget),
            };
      notifications.push(notification);
      const params = 'uri' in notification ? { uri: notification.uri } : {};
      listenStreams = Math.max(listenStreams, this.#listenStreams.broadcast(notification.method, params));
      for (const server of legacyServers) {
        const sending = 'uri' in notification ? server.server.sendResourceUpdated({ uri: notification.uri }) : server.server.sendResourceListChanged();
        sending.catch(() => {});
      }
    }
    return { notifications, listenStreams, legacyConnections: legacyServers.length };
  }

  #connectedLegacyServers(): McpServer[] {
    this.#pruneLegacyServers();
    return [...this.#legacyServers.keys()].filter((server) => server.isConnected());
  }

  #pruneLegacyServers(): void {
    for (const [server, seenConnected] of this.#legacyServers) {
      if (server.isConnected()) this.#legacyServers.set(server, true);
      else if (seenConnected) this.#legacyServers.delete(server);
    }
  }
}
