import type { Client, McpSubscription, SubscriptionFilter } from '@modelcontextprotocol/client';
import { toResourceError, type ResourceError } from './resource-error.js';
import type { ProtocolEra, ServerCapabilities } from './types.js';

/** What a watcher wants to hear about. */
export interface WatchTarget {
  /** Be told when the server's resource list changes. */
  listChanged?: boolean;
  /** Be told when these resources, resources under them, or resources containing them change. */
  uris?: readonly string[];
}

/**
 * - `idle`: nothing to listen for (or nothing the server can tell).
 * - `connecting`: opening the stream or subscriptions.
 * - `listening`: the server acknowledged; changes will arrive.
 * - `reconnecting`: the stream dropped or could not be opened; retrying with backoff.
 */
export type WatchState = 'idle' | 'connecting' | 'listening' | 'reconnecting';

export type WatchEvent =
  | { type: 'updated'; uri: string }
  | { type: 'list-changed' }
  | {
      type: 'status';
      state: WatchState;
      error?: ResourceError;
      /** What the server agreed to send, when it is less than what was asked for. */
      degraded?: { listChanged: boolean; uris: boolean };
    };

export type WatchListener = (event: WatchEvent) => void;

export interface WatchBackoff {
  /** @default 500 */
  initialDelayMs?: number;
  /** @default 30000 */
  maxDelayMs?: number;
}

interface WatcherConfig {
  era: ProtocolEra;
  capabilities: ServerCapabilities;
  timeout: number;
  backoff?: WatchBackoff;
}

interface Entry {
  target: WatchTarget;
  listener: WatchListener;
  heardStatus: boolean;
}

/** True when `uri` is `watched` itself or a resource below it (`watched/…`). */
export function isSameOrSubResource(uri: string, watched: string): boolean {
  if (uri === watched) return true;
  const prefix = watched.endsWith('/') ? watched : `${watched}/`;
  return uri.startsWith(prefix);
}

/**
 * Keeps one change feed per server over the union of everything watched: on modern servers one
 * `subscriptions/listen` stream (its filter is immutable, so it is reopened when the set changes
 * and re-listened with backoff after a remote drop); on legacy servers `resources/subscribe`.
 */
export function createWatcher(client: Client, config: WatcherConfig) {
  const entries = new Set<Entry>();
  const initialDelay = config.backoff?.initialDelayMs ?? 500;
  const maxDelay = config.backoff?.maxDelayMs ?? 30_000;
  const resourceCapabilities = config.capabilities.resources;

  let handlersInstalled = false;
  let reconcileQueued = false;
  let closed = false;
  let status: Extract<WatchEvent, { type: 'status' }> = { type: 'status', state: 'idle' };

  // Modern: the open stream and what it was opened for.
  let subscription: McpSubscription | undefined;
  let subscriptionKey = '{}';
  let generation = 0;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  // Legacy: URIs subscribed with resources/subscribe.
  const subscribed = new Set<string>();
  let legacySync: Promise<void> = Promise.resolve();

  function emit(event: WatchEvent, filter: (entry: Entry) => boolean = () => true) {
    for (const entry of [...entries]) {
      if (!entries.has(entry) || !filter(entry)) continue;
      try {
        entry.listener(event);
      } catch (error) {
        // One listener's bug must not starve the others of events.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function setStatus(next: Extract<WatchEvent, { type: 'status' }>) {
    status = next;
    for (const entry of entries) entry.heardStatus = true;
    emit(next);
  }

  function installHandlers() {
    if (handlersInstalled) return;
    handlersInstalled = true;
    client.setNotificationHandler('notifications/resources/updated', (notification) => {
      const uri = notification.params?.uri;
      if (typeof uri !== 'string') return;
      emit({ type: 'updated', uri }, (entry) =>
        (entry.target.uris ?? []).some((watched) => isSameOrSubResource(uri, watched) || isSameOrSubResource(watched, uri)),
      );
    });
    client.setNotificationHandler('notifications/resources/list_changed', () => {
      emit({ type: 'list-changed' }, (entry) => entry.target.listChanged === true);
    });
  }

  function desired() {
    const uris = new Set<string>();
    let listChanged = false;
    for (const { target } of entries) {
      if (target.listChanged) listChanged = true;
      for (const uri of target.uris ?? []) uris.add(uri);
    }
    return { uris, listChanged };
  }

  function queueReconcile() {
    if (reconcileQueued || closed) return;
    reconcileQueued = true;
    queueMicrotask(() => {
      reconcileQueued = false;
      if (closed) return;
      if (config.era === 'modern') reconcileModern();
      else reconcileLegacy();
    });
  }

  function modernFilter(): SubscriptionFilter {
    const { uris, listChanged } = desired();
    const filter: SubscriptionFilter = {};
    if (listChanged && resourceCapabilities?.listChanged) filter.resourcesListChanged = true;
    if (uris.size > 0 && resourceCapabilities?.subscribe) filter.resourceSubscriptions = [...uris].sort();
    return filter;
  }

  function clearRetry() {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  function reconcileModern() {
    const filter = modernFilter();
    const key = JSON.stringify(filter);
    if (key === subscriptionKey && (subscription || retryTimer !== undefined || status.state === 'connecting')) return;
    clearRetry();
    attempt = 0;
    if (key === '{}') {
      // Nothing the server can tell us about: no stream at all (an empty filter would stay open for nothing).
      generation += 1;
      const previous = subscription;
      subscription = undefined;
      subscriptionKey = key;
      void previous?.close();
      if (status.state !== 'idle') setStatus({ type: 'status', state: 'idle' });
      return;
    }
    void openStream(filter, key);
  }

  async function openStream(filter: SubscriptionFilter, key: string) {
    const myGeneration = ++generation;
    subscriptionKey = key;
    if (!subscription) setStatus({ type: 'status', state: attempt > 0 ? 'reconnecting' : 'connecting', ...(status.error ? { error: status.error } : {}) });
    let next: McpSubscription;
    try {
      next = await client.listen(filter, { timeout: config.timeout });
    } catch (cause) {
      if (myGeneration !== generation || closed) return;
      const previous = subscription;
      subscription = undefined;
      void previous?.close();
      scheduleRetry(toResourceError(cause, { action: 'listening for changes' }));
      return;
    }
    if (myGeneration !== generation || closed) {
      void next.close();
      return;
    }
    // The new stream is acknowledged before the old one goes, so no change falls in between.
    const previous = subscription;
    subscription = next;
    void previous?.close();
    attempt = 0;
    const honored = next.honoredFilter;
    const listChangedHonored = !filter.resourcesListChanged || honored.resourcesListChanged === true;
    const urisHonored =
      !filter.resourceSubscriptions || (honored.resourceSubscriptions ?? []).length >= filter.resourceSubscriptions.length;
    setStatus({
      type: 'status',
      state: 'listening',
      ...(listChangedHonored && urisHonored ? {} : { degraded: { listChanged: listChangedHonored, uris: urisHonored } }),
    });
    void next.closed.then((reason) => {
      if (subscription !== next || closed || reason === 'local') return;
      subscription = undefined;
      scheduleRetry(undefined);
    });
  }

  function scheduleRetry(error: ResourceError | undefined) {
    const delay = Math.min(maxDelay, initialDelay * 2 ** attempt);
    attempt += 1;
    setStatus({ type: 'status', state: 'reconnecting', ...(error ? { error } : {}) });
    clearRetry();
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      const filter = modernFilter();
      const key = JSON.stringify(filter);
      if (key === '{}') {
        subscriptionKey = key;
        setStatus({ type: 'status', state: 'idle' });
        return;
      }
      void openStream(filter, key);
    }, delay * (0.8 + Math.random() * 0.4));
  }

  /** Legacy servers send list changes unasked, when they declare them. */
  function listChangesExpected() {
    return desired().listChanged && resourceCapabilities?.listChanged === true;
  }

  function reconcileLegacy() {
    legacySync = legacySync.then(async () => {
      if (closed) return;
      const { uris } = desired();
      const wanted = resourceCapabilities?.subscribe ? uris : new Set<string>();
      const toAdd = [...wanted].filter((uri) => !subscribed.has(uri));
      const toRemove = [...subscribed].filter((uri) => !wanted.has(uri));
      if (toAdd.length === 0 && toRemove.length === 0) {
        const state = wanted.size > 0 || listChangesExpected() ? 'listening' : 'idle';
        if (status.state !== state) setStatus({ type: 'status', state });
        return;
      }
      setStatus({ type: 'status', state: 'connecting' });
      let failure: ResourceError | undefined;
      await Promise.all([
        ...toAdd.map(async (uri) => {
          try {
            await client.subscribeResource({ uri }, { timeout: config.timeout });
            subscribed.add(uri);
          } catch (cause) {
            failure ??= toResourceError(cause, { action: `subscribing to ${uri}`, uri });
          }
        }),
        ...toRemove.map(async (uri) => {
          subscribed.delete(uri);
          try {
            await client.unsubscribeResource({ uri }, { timeout: config.timeout });
          } catch {
            // The server forgets the subscription with the connection anyway; nothing to repair.
          }
        }),
      ]);
      setStatus({ type: 'status', state: subscribed.size > 0 || listChangesExpected() ? 'listening' : 'idle', ...(failure ? { error: failure } : {}) });
    });
  }

  function watch(target: WatchTarget, listener: WatchListener): () => void {
    if (closed) throw toResourceError(new Error('the resource client is closed'), { action: 'watching for changes' });
    const entry: Entry = { target: { listChanged: target.listChanged, uris: [...(target.uris ?? [])] }, listener, heardStatus: false };
    entries.add(entry);
    installHandlers();
    queueReconcile();
    queueMicrotask(() => {
      if (entries.has(entry) && !entry.heardStatus) {
        entry.heardStatus = true;
        listener(status);
      }
    });
    return () => {
      if (!entries.delete(entry)) return;
      queueReconcile();
    };
  }

  async function close() {
    closed = true;
    entries.clear();
    clearRetry();
    generation += 1;
    const previous = subscription;
    subscription = undefined;
    await previous?.close();
    if (handlersInstalled) {
      client.removeNotificationHandler('notifications/resources/updated');
      client.removeNotificationHandler('notifications/resources/list_changed');
    }
  }

  return { watch, close };
}
