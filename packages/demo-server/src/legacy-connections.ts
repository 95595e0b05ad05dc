import type { McpServer, Transport } from '@modelcontextprotocol/server';
import { restoreLegacyNotFoundOn } from './legacy-not-found-rewrite.js';

interface LegacyConnection {
  server: McpServer;
  subscriptions: Set<string>;
}

function coversUri(subscribed: string, uri: string): boolean {
  if (uri === subscribed) return true;
  return uri.startsWith(subscribed.endsWith('/') ? subscribed : `${subscribed}/`);
}

/**
 * Stateful 2025-11-25 connections (in-memory pairs and HTTP sessions). McpServer declares
 * `resources.subscribe` but installs no subscribe/unsubscribe handlers for this era, so they are
 * added here, and change notifications are pushed unsolicited the 2025 way.
 */
export class LegacyConnections {
  readonly #connections = new Set<LegacyConnection>();

  constructor(
    private readonly createServer: () => McpServer,
    private readonly settings: { subscribe: boolean; listChanged: boolean },
  ) {}

  async open(transport: Transport): Promise<McpServer> {
    const server = this.createServer();
    const connection: LegacyConnection = { server, subscriptions: new Set() };
    if (this.settings.subscribe) {
      server.server.setRequestHandler('resources/subscribe', (request) => {
        connection.subscriptions.add(request.params.uri);
        return {};
      });
      server.server.setRequestHandler('resources/unsubscribe', (request) => {
        connection.subscriptions.delete(request.params.uri);
        return {};
      });
    }
    server.server.onclose = () => this.#connections.delete(connection);
    restoreLegacyNotFoundOn(transport);
    await server.connect(transport);
    this.#connections.add(connection);
    return server;
  }

  /** Updates reach connections subscribed to `uri` itself or to a parent of it (a sub-resource update). */
  resourceUpdated(uri: string): void {
    for (const { server, subscriptions } of this.#connections) {
      if ([...subscriptions].some((subscribed) => coversUri(subscribed, uri))) {
        server.server.sendResourceUpdated({ uri }).catch(() => {});
      }
    }
  }

  resourcesChanged(): void {
    if (!this.settings.listChanged) return;
    for (const { server } of this.#connections) server.sendResourceListChanged();
  }

  async closeAll(): Promise<void> {
    const connections = [...this.#connections];
    this.#connections.clear();
    await Promise.allSettled(connections.map(({ server }) => server.close()));
  }
}
