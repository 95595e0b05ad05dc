import {
  ResourceError,
  needsSignIn,
  toResourceError,
  type Implementation,
  type ProtocolEra,
  type ResourceClient,
  type ServerCapabilities,
  type WatchState,
} from '@mcp-resource-kit/core';
import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../queries/resource-keys.js';
import { LiveRefresh } from './live-refresh.js';

/** A server the kit shows. `client` may still be connecting; a function is called again on retry. */
export interface ServerConfig {
  /** Stable identifier; query keys and the URL use it. */
  id: string;
  label: string;
  client: ResourceClient | Promise<ResourceClient> | (() => Promise<ResourceClient>);
}

/**
 * - `connecting`: the client is being connected.
 * - `ready`: connected, and the server answers.
 * - `lost`: connected once, but the server stopped answering: a request or the change feed failed
 *   with `disconnected` (`error` says how). Back to `ready` with the next answer; `retry` reconnects.
 * - `error`: the connection could not be made (`error` says why).
 */
export type ConnectionStatus = 'connecting' | 'ready' | 'lost' | 'error';

/** True while the server has a connected client, whether or not it answers (`ready` or `lost`). */
export function isConnected(state: Pick<ServerState, 'status'>): boolean {
  return state.status === 'ready' || state.status === 'lost';
}

export interface ServerState {
  id: string;
  label: string;
  status: ConnectionStatus;
  client: ResourceClient | undefined;
  error: ResourceError | undefined;
  /**
   * True when the connection failed because the user has to sign in (an `unauthorized` error from a
   * connect with the kit's browser OAuth provider): offer "Sign in", which calls `signIn`, not "Retry".
   */
  needsSignIn: boolean;
  era: ProtocolEra | undefined;
  protocolVersion: string | undefined;
  capabilities: ServerCapabilities | undefined;
  serverInfo: Implementation | undefined;
  /** The change feed: `listening` once the server acknowledged it. */
  watch: { state: WatchState; error: ResourceError | undefined; degraded: boolean };
}

interface Entry {
  config: ServerConfig;
  state: ServerState;
  live: LiveRefresh | undefined;
  attempt: number;
  /** False for an entry made by the constructor until `sync` connects it (or opens its change feed). */
  started: boolean;
}

/** The servers of a provider and their connection and watch state, as an external store. */
export class ServerRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly ServerState[] = [];
  private connections: readonly ServerState[] = [];
  private stopWatchingQueries: (() => void) | undefined;

  /**
   * `initial`: the servers known when the provider is made. Their states are there at once (a
   * client given already connected is `ready`), so the first render shows what the cache holds;
   * nothing connects, watches or fetches until `sync`, which the provider calls from an effect.
   */
  constructor(
    private readonly queryClient: QueryClient,
    initial: readonly ServerConfig[] = [],
  ) {
    for (const config of initial) {
      if (this.entries.has(config.id)) continue;
      const entry = newEntry(config);
      const { client } = config;
      if (typeof client !== 'function' && !isPromiseLike(client)) entry.state = readyState(entry.state, client);
      this.entries.set(config.id, entry);
    }
    this.snapshot = [...this.entries.values()].map((entry) => entry.state);
    this.connections = this.snapshot;
  }

  /** Follows the outcome of every request of the kit, to tell a lost server from a ready one. */
  private watchQueries() {
    this.stopWatchingQueries ??= this.queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return;
      const [root, serverId] = event.query.queryKey;
      if (root !== resourceKeys.all[0] || typeof serverId !== 'string') return;
      const entry = this.entries.get(serverId);
      if (!entry) return;
      if (event.action.type === 'success') this.found(entry);
      else if (ResourceError.isInstance(event.action.error) && event.action.error.kind === 'disconnected') this.lost(entry, event.action.error);
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly ServerState[] => this.snapshot;

  /**
   * The snapshot as of the last change of anything but a change feed's state: what shows lists
   * and reads does not render again when a watch connects. The `watch` of its states may be stale.
   */
  getConnections = (): readonly ServerState[] => this.connections;

  get(id: string): ServerState | undefined {
    return this.entries.get(id)?.state;
  }

  live(id: string): LiveRefresh | undefined {
    return this.entries.get(id)?.live;
  }

  /** Adds, relabels and removes servers to match `configs`. */
  sync(configs: readonly ServerConfig[]): void {
    this.watchQueries();
    const wanted = new Set(configs.map((config) => config.id));
    let changed = false;
    for (const [id, entry] of this.entries) {
      if (wanted.has(id)) continue;
      entry.live?.dispose();
      this.entries.delete(id);
      this.queryClient.removeQueries({ queryKey: resourceKeys.server(id) });
      changed = true;
    }
    for (const config of configs) {
      const entry = this.entries.get(config.id);
      if (!entry) {
        this.add(config);
        changed = true;
      } else if (!entry.started && entry.config.client === config.client) {
        entry.config = config;
        if (entry.state.label !== config.label) {
          entry.state = { ...entry.state, label: config.label };
          changed = true;
        }
        this.connect(entry);
      } else if (entry.config.client !== config.client) {
        entry.live?.dispose();
        this.entries.delete(config.id);
        this.queryClient.removeQueries({ queryKey: resourceKeys.server(config.id) });
        this.add(config);
        changed = true;
      } else if (entry.state.label !== config.label) {
        entry.config = config;
        entry.state = { ...entry.state, label: config.label };
        changed = true;
      }
    }
    if (changed) this.publish(configs.map((config) => config.id));
  }

  /** The server's client once it is connected; rejects if its connection fails or it is removed. */
  whenReady(id: string): Promise<ResourceClient> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const state = this.entries.get(id)?.state;
        if (state?.client) return resolve(state.client), true;
        if (!state || state.status === 'error') {
          reject(state?.error ?? new Error(`No server "${id}" is configured in <ResourceKitProvider>.`));
          return true;
        }
        return false;
      };
      if (check()) return;
      const unsubscribe = this.subscribe(() => {
        if (check()) unsubscribe();
      });
    });
  }

  /**
   * Connects a server whose connection failed again (only possible when its client is a function).
   * For a lost server: reconnects when its client is a function, and asks again what is on
   * screen (a given client's change feed keeps retrying on its own backoff). It is `ready` again
   * with the first answer.
   */
  retry(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    if (entry.state.status === 'error') this.connect(entry);
    else if (entry.state.status === 'lost') {
      if (typeof entry.config.client === 'function') {
        entry.live?.dispose();
        entry.live = undefined;
        // The new client reaches the queries with the next render; marked stale, they read again then.
        void this.queryClient.invalidateQueries({ queryKey: resourceKeys.server(id), refetchType: 'none' });
        this.connect(entry);
      } else void this.queryClient.refetchQueries({ queryKey: resourceKeys.server(id), type: 'active' });
    }
  }

  /**
   * Connects a server that needs a sign-in again. Call it from the click on a "Sign in" button: the
   * connect starts in the same task, so the browser lets the OAuth provider open its popup.
   */
  signIn(id: string): void {
    const entry = this.entries.get(id);
    if (!entry?.state.needsSignIn) return;
    this.connect(entry);
  }

  dispose(): void {
    this.stopWatchingQueries?.();
    this.stopWatchingQueries = undefined;
    for (const entry of this.entries.values()) entry.live?.dispose();
    this.entries.clear();
    this.listeners.clear();
  }

  private add(config: ServerConfig) {
    const entry = newEntry(config);
    this.entries.set(config.id, entry);
    this.connect(entry);
  }

  private connect(entry: Entry) {
    const { client } = entry.config;
    const attempt = ++entry.attempt;
    entry.started = true;
    if (typeof client !== 'function' && !isPromiseLike(client)) {
      this.ready(entry, client);
      return;
    }
    if (entry.state.status !== 'connecting' || entry.state.error !== undefined || entry.state.client !== undefined) {
      this.update(entry, { status: 'connecting', error: undefined, client: undefined, needsSignIn: false });
    }
    const pending = typeof client === 'function' ? client() : client;
    pending.then(
      (connected) => {
        if (this.entries.get(entry.config.id) === entry && entry.attempt === attempt) this.ready(entry, connected);
      },
      (cause: unknown) => {
        if (this.entries.get(entry.config.id) !== entry || entry.attempt !== attempt) return;
        const error = toResourceError(cause, { action: `connecting to ${entry.config.label}` });
        this.update(entry, { status: 'error', error, needsSignIn: needsSignIn(error) });
      },
    );
  }

  private ready(entry: Entry, client: ResourceClient) {
    // A server the constructor already showed as ready only gets its change feed.
    const known = entry.state.status === 'ready' && entry.state.client === client;
    if (!known) entry.state = readyState(entry.state, client);
    this.listen(entry, client);
    if (!known) this.publish();
  }

  /** Opens (or reopens) the server's change feed, whose failures and recoveries also say whether it is lost. */
  private listen(entry: Entry, client: ResourceClient) {
    entry.live?.dispose();
    entry.live = new LiveRefresh(entry.config.id, client, this.queryClient, (event) => {
      this.update(entry, { watch: { state: event.state, error: event.error, degraded: event.degraded !== undefined } });
      if (event.state === 'listening') this.found(entry);
      else if (event.state === 'reconnecting' && event.error?.kind === 'disconnected') this.lost(entry, event.error);
    });
  }

  private lost(entry: Entry, error: ResourceError) {
    if (entry.state.status === 'ready' || (entry.state.status === 'lost' && entry.state.error !== error)) this.update(entry, { status: 'lost', error });
  }

  private found(entry: Entry) {
    if (entry.state.status === 'lost') this.update(entry, { status: 'ready', error: undefined });
  }

  private update(entry: Entry, patch: Partial<ServerState>) {
    if (this.entries.get(entry.config.id) !== entry) return;
    entry.state = { ...entry.state, ...patch };
    this.publish();
  }

  private publish(order?: string[]) {
    const ids = order ?? this.snapshot.map((state) => state.id).filter((id) => this.entries.has(id));
    for (const id of this.entries.keys()) if (!ids.includes(id)) ids.push(id);
    this.snapshot = ids.flatMap((id) => {
      const state = this.entries.get(id)?.state;
      return state ? [state] : [];
    });
    const previous = this.connections;
    if (previous.length !== this.snapshot.length || this.snapshot.some((state, index) => !sameConnection(state, previous[index]!))) this.connections = this.snapshot;
    for (const listener of [...this.listeners]) listener();
  }
}

function newEntry(config: ServerConfig): Entry {
  return {
    config,
    live: undefined,
    attempt: 0,
    started: false,
    state: {
      id: config.id,
      label: config.label,
      status: 'connecting',
      client: undefined,
      error: undefined,
      needsSignIn: false,
      era: undefined,
      protocolVersion: undefined,
      capabilities: undefined,
      serverInfo: undefined,
      watch: { state: 'idle', error: undefined, degraded: false },
    },
  };
}

function readyState(state: ServerState, client: ResourceClient): ServerState {
  return {
    ...state,
    status: 'ready',
    client,
    error: undefined,
    needsSignIn: false,
    era: client.era,
    protocolVersion: client.protocolVersion,
    capabilities: client.capabilities,
    serverInfo: client.serverInfo,
  };
}

/** True when two states of a server differ at most in their change feed's state. */
function sameConnection(a: ServerState, b: ServerState): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.label === b.label &&
      a.status === b.status &&
      a.client === b.client &&
      a.error === b.error &&
      a.needsSignIn === b.needsSignIn &&
      a.era === b.era &&
      a.protocolVersion === b.protocolVersion &&
      a.capabilities === b.capabilities &&
      a.serverInfo === b.serverInfo)
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}
