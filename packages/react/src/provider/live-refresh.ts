import { isSameOrSubResource, type ResourceClient, type WatchEvent } from '@mcp-resource-kit/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { resourceKeys } from '../queries/resource-keys.js';

/**
 * Notifications for one key within this window cause one refetch now and at most one more at its
 * end; a refetch never cancels the read in flight but queues one more read after it.
 */
export const NOTIFICATION_WINDOW_MS = 250;

type StatusEvent = Extract<WatchEvent, { type: 'status' }>;

/**
 * The live refresh of one server: one `watch` over every URI some component watches (plus list
 * changes), turning notifications into throttled invalidations of exactly the affected queries.
 */
export class LiveRefresh {
  private readonly counts = new Map<string, number>();
  private readonly changedAt = new Map<string, number>();
  private readonly changeListeners = new Set<() => void>();
  private readonly throttles = new Map<string, { timer: ReturnType<typeof setTimeout>; pending: boolean }>();
  private stopWatch: (() => void) | undefined;
  private disposed = false;
  private changeNotificationQueued = false;
  /** At most one queued read per key, made when the read in flight settles. */
  private readonly followUps = new Map<string, QueryKey>();
  private stopWatchingFetches: (() => void) | undefined;

  constructor(
    private readonly serverId: string,
    private readonly client: ResourceClient,
    private readonly queryClient: QueryClient,
    private readonly onStatus: (event: StatusEvent) => void,
  ) {
    this.rewatch();
  }

  /** Declares interest in `uri`; returns the function that withdraws it. */
  retain(uri: string): () => void {
    const count = this.counts.get(uri) ?? 0;
    this.counts.set(uri, count + 1);
    if (count === 0) this.rewatch();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const remaining = (this.counts.get(uri) ?? 1) - 1;
      if (remaining > 0) this.counts.set(uri, remaining);
      else {
        this.counts.delete(uri);
        this.rewatch();
      }
    };
  }

  /** When a notification last said `uri` changed (milliseconds since the epoch), if ever. */
  lastChangedAt(uri: string): number | undefined {
    return this.changedAt.get(uri);
  }

  subscribeToChanges(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  dispose(): void {
    this.disposed = true;
    this.stopWatch?.();
    this.stopWatch = undefined;
    for (const { timer } of this.throttles.values()) clearTimeout(timer);
    this.throttles.clear();
    this.followUps.clear();
    this.stopWatchingFetches?.();
    this.stopWatchingFetches = undefined;
    this.changeListeners.clear();
  }

  private rewatch() {
    if (this.disposed) return;
    const previous = this.stopWatch;
    // The new watch is registered before the old one goes, in the same tick, so the client sees
    // one change of the watched set rather than a drop and a reopen.
    this.stopWatch = this.client.watch({ listChanged: true, uris: [...this.counts.keys()] }, (event) => this.handle(event));
    previous?.();
  }

  private handle(event: WatchEvent) {
    if (this.disposed) return;
    if (event.type === 'status') {
      this.onStatus(event);
      return;
    }
    if (event.type === 'list-changed') {
      this.throttled('list', resourceKeys.lists(this.serverId));
      return;
    }
    const affected = new Set([event.uri]);
    for (const watched of this.counts.keys()) {
      if (isSameOrSubResource(event.uri, watched) || isSameOrSubResource(watched, event.uri)) affected.add(watched);
    }
    const now = Date.now();
    for (const uri of affected) {
      this.changedAt.set(uri, now);
      this.throttled(`read:${uri}`, resourceKeys.readsOf(this.serverId, uri));
    }
    this.queueChangeNotification();
  }

  /**
   * Tells change listeners once per task: notifications arrive in back-to-back microtasks, and a
   * synchronous re-render for each one of a burst exceeds React's nested-update limit.
   */
  private queueChangeNotification() {
    if (this.changeNotificationQueued) return;
    this.changeNotificationQueued = true;
    setTimeout(() => {
      this.changeNotificationQueued = false;
      if (this.disposed) return;
      for (const listener of [...this.changeListeners]) listener();
    }, 0);
  }

  private throttled(id: string, queryKey: QueryKey) {
    const existing = this.throttles.get(id);
    if (existing) {
      existing.pending = true;
      return;
    }
    this.refetch(id, queryKey);
    const open = () => {
      const entry = {
        pending: false,
        timer: setTimeout(() => {
          if (entry.pending && !this.disposed) {
            this.refetch(id, queryKey);
            open();
          } else this.throttles.delete(id);
        }, NOTIFICATION_WINDOW_MS),
      };
      this.throttles.set(id, entry);
    };
    open();
  }

  /**
   * Reads `queryKey` again without cancelling a read in flight: a cancelled read never lands, so
   * a server slower than its own updates would never show anything new. A change that arrives
   * during a read may have missed it, so one more read is queued for when that read settles.
   */
  private refetch(id: string, queryKey: QueryKey) {
    if (this.queryClient.isFetching({ queryKey }) > 0) this.queueFollowUp(id, queryKey);
    void this.queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }

  private queueFollowUp(id: string, queryKey: QueryKey) {
    this.followUps.set(id, queryKey);
    this.stopWatchingFetches ??= this.queryClient.getQueryCache().subscribe(() => {
      for (const [queued, key] of this.followUps) {
        if (this.queryClient.isFetching({ queryKey: key }) > 0) continue;
        this.followUps.delete(queued);
        void this.queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
      }
      if (this.followUps.size === 0) {
        this.stopWatchingFetches?.();
        this.stopWatchingFetches = undefined;
      }
    });
  }
}
