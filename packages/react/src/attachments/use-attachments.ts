'use client';

import {
  estimateLinkTokens,
  estimateListedTokens,
  estimateReadTokens,
  isMcpApp,
  isMcpAppAttachment,
  toResourceError,
  type ReadResult,
  type Resource,
  type ResourceError,
  type TextTokenCounter,
  type TokenEstimate,
} from '@mcp-resource-kit/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useResourceKit } from '../provider/use-resource-kit.js';
import type { ServerRegistry } from '../provider/server-registry.js';
import { findListedResource } from '../queries/find-listed-resource.js';
import { resourceReadOptions } from '../queries/resource-read-options.js';
import type { DraggedResource } from './resource-drag-data.js';

/** One attached resource. */
export interface AttachedResource {
  /** `serverId + '\u0000' + uri`. */
  id: string;
  serverId: string;
  uri: string;
  /** What the listing said of it, when known. */
  resource: Resource | undefined;
  status: 'reading' | 'ready' | 'error';
  /**
   * `context`: its content goes to the model. `ui`: an MCP App, an interface for people and not
   * context: it is sent as a `resource_link` without its HTML (as MCP Apps hosts keep views out of
   * the model's context), so `read` stays empty and `estimate` counts only the link.
   */
  role: 'context' | 'ui';
  /** The exact content read when it was attached (or when the user took the new version); this is what gets sent. */
  read: ReadResult | undefined;
  error: ResourceError | undefined;
  /** Listed before the read lands, measured after. */
  estimate: TokenEstimate;
  attachedAt: number;
  /** Set when the server reported a change after the content was read: the user may take the new version. */
  changedAt: number | undefined;
}

/** An attach that would go over the budget, waiting for the user to confirm or cancel it. */
export interface PendingAttachment {
  items: DraggedResource[];
  /** Total tokens if it went ahead (listed estimates for the new items). */
  projectedTokens: number;
  budget: number;
}

export interface UseAttachmentsOptions {
  /** Token budget for attachments; attaching past it asks for confirmation first. */
  budget?: number;
  /** An exact tokenizer for read text; the heuristic otherwise. */
  tokenizer?: TextTokenCounter;
}

export interface AttachmentsController {
  items: readonly AttachedResource[];
  /** Sum of every attachment's estimate. */
  totalTokens: number;
  /** True when the total includes estimates (anything but exact tokenizer counts). */
  approximate: boolean;
  budget: number | undefined;
  pending: PendingAttachment | undefined;
  /**
   * Attaches resources and reads them. Past the budget nothing happens yet: `pending` is set and
   * `needs-confirmation` returned, unless `force`.
   */
  attach(items: DraggedResource | readonly DraggedResource[], options?: { force?: boolean }): 'attached' | 'needs-confirmation' | 'nothing-new';
  confirmPending(): void;
  cancelPending(): void;
  remove(id: string): void;
  clear(): void;
  /** Reads the resource again and sends that from now on. */
  useNewVersion(id: string): Promise<void>;
  /** Keeps the content read before and forgets the change. */
  keepAttachedVersion(id: string): void;
  /** Reads a failed attachment again. */
  retry(id: string): Promise<void>;
}

export const attachmentId = (serverId: string, uri: string) => `${serverId}\u0000${uri}`;

/**
 * The attached set: resources from the browser's selection, the template form or a drop, each with
 * the exact content that was read, its size and tokens, and a flag when the server says it changed.
 */
export function useAttachments(options: UseAttachmentsOptions = {}): AttachmentsController {
  const { registry, principal } = useResourceKit();
  const queryClient = useQueryClient();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const storeRef = useRef<AttachmentStore | undefined>(undefined);
  storeRef.current ??= new AttachmentStore(registry, queryClient, rerender);
  const store = storeRef.current;
  store.configure({ ...options, principal });
  useEffect(() => store.activate(), [store]);
  const { items, pending } = store;
  return useMemo(() => store.controller(), [store, items, pending, options.budget]); // eslint-disable-line react-hooks/exhaustive-deps -- the store is mutable: a new controller when its items, pending attach or budget change
}

class AttachmentStore {
  items: readonly AttachedResource[] = [];
  pending: PendingAttachment | undefined;
  private options: UseAttachmentsOptions & { principal?: string } = {};
  private readonly watches = new Map<string, () => void>();
  private active = false;

  constructor(
    private readonly registry: ServerRegistry,
    private readonly queryClient: QueryClient,
    private readonly changed: () => void,
  ) {}

  configure(options: UseAttachmentsOptions & { principal?: string }) {
    this.options = options;
  }

  activate() {
    this.active = true;
    for (const item of this.items) this.watch(item);
    return () => {
      this.active = false;
      for (const stop of this.watches.values()) stop();
      this.watches.clear();
    };
  }

  controller(): AttachmentsController {
    const totalTokens = this.items.reduce((sum, item) => sum + (item.estimate.tokens ?? 0), 0);
    return {
      items: this.items,
      totalTokens,
      approximate: this.items.some((item) => item.estimate.approximate),
      budget: this.options.budget,
      pending: this.pending,
      attach: (items, attachOptions) => this.attach(Array.isArray(items) ? items : [items as DraggedResource], attachOptions?.force ?? false),
      confirmPending: () => {
        const pending = this.pending;
        this.pending = undefined;
        if (pending) this.attach(pending.items, true);
        else this.changed();
      },
      cancelPending: () => {
        this.pending = undefined;
        this.changed();
      },
      remove: (id) => this.remove(id),
      clear: () => {
        for (const item of this.items) this.unwatch(item.id);
        this.items = [];
        this.changed();
      },
      useNewVersion: (id) => this.read(id),
      keepAttachedVersion: (id) => this.update(id, { changedAt: undefined }),
      retry: (id) => this.read(id),
    };
  }

  private attach(items: readonly DraggedResource[], force: boolean): 'attached' | 'needs-confirmation' | 'nothing-new' {
    const present = new Set(this.items.map((item) => item.id));
    const fresh = dedupe(items)
      .filter((item) => !present.has(attachmentId(item.serverId, item.uri)))
      .map((item) => (item.resource ? item : { ...item, resource: findListedResource(this.queryClient, item.serverId, item.uri) }));
    if (fresh.length === 0) return 'nothing-new';
    const budget = this.options.budget;
    if (!force && budget !== undefined) {
      const current = this.items.reduce((sum, item) => sum + (item.estimate.tokens ?? 0), 0);
      const projectedTokens = current + fresh.reduce((sum, item) => sum + (initialEstimate(item).tokens ?? 0), 0);
      if (projectedTokens > budget) {
        this.pending = { items: fresh, projectedTokens, budget };
        this.changed();
        return 'needs-confirmation';
      }
    }
    const now = Date.now();
    const added: AttachedResource[] = fresh.map((item) => {
      const ui = isListedApp(item);
      return {
        id: attachmentId(item.serverId, item.uri),
        serverId: item.serverId,
        uri: item.uri,
        resource: item.resource,
        status: ui ? 'ready' : 'reading',
        role: ui ? 'ui' : 'context',
        read: undefined,
        error: undefined,
        estimate: initialEstimate(item),
        attachedAt: now,
        changedAt: undefined,
      };
    });
    this.items = [...this.items, ...added];
    this.changed();
    for (const item of added) {
      if (item.role === 'ui') continue;
      this.watch(item);
      void this.read(item.id);
    }
    return 'attached';
  }

  private remove(id: string) {
    this.unwatch(id);
    this.items = this.items.filter((item) => item.id !== id);
    this.changed();
  }

  private async read(id: string) {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item) return;
    this.update(id, { status: 'reading', error: undefined });
    try {
      const client = await this.registry.whenReady(item.serverId);
      const startedAt = Date.now();
      const handle = { id: item.serverId, client, principal: this.options.principal };
      // Through the query cache, so that what is attached is what the preview showed.
      const options = resourceReadOptions(handle, item.uri);
      // A new version must come from the server, not from a cache entry that may predate the change.
      const read = await this.queryClient.fetchQuery(item.read ? { ...options, staleTime: 0 } : options);
      if (isMcpAppAttachment({ uri: item.uri, resource: item.resource, read })) {
        // Only the read could tell: it is an app after all, and goes as a link like a listed one.
        this.unwatch(id);
        this.update(id, { status: 'ready', role: 'ui', read: undefined, estimate: estimateLinkTokens(item), attachedAt: startedAt, changedAt: undefined });
        return;
      }
      const estimate = await estimateReadTokens(read, { tokenizer: this.options.tokenizer });
      this.update(id, { status: 'ready', read, estimate, attachedAt: startedAt, changedAt: undefined });
      const current = this.items.find((candidate) => candidate.id === id);
      if (current) this.watch(current);
    } catch (cause) {
      this.update(id, { status: 'error', error: toResourceError(cause, { action: `reading ${item.uri}`, uri: item.uri }) });
    }
  }

  private update(id: string, patch: Partial<AttachedResource>) {
    let found = false;
    this.items = this.items.map((item) => {
      if (item.id !== id) return item;
      found = true;
      return { ...item, ...patch };
    });
    if (found) this.changed();
  }

  private watch(item: AttachedResource) {
    if (!this.active || item.role === 'ui' || this.watches.has(item.id)) return;
    const live = this.registry.live(item.serverId);
    if (!live) return;
    const release = live.retain(item.uri);
    const stopListening = live.subscribeToChanges(() => {
      const current = this.items.find((candidate) => candidate.id === item.id);
      const changedAt = live.lastChangedAt(item.uri);
      if (current && changedAt !== undefined && changedAt > current.attachedAt && current.changedAt !== changedAt) {
        this.update(item.id, { changedAt });
      }
    });
    this.watches.set(item.id, () => {
      stopListening();
      release();
    });
  }

  private unwatch(id: string) {
    this.watches.get(id)?.();
    this.watches.delete(id);
  }
}

function isListedApp(item: DraggedResource): boolean {
  return isMcpApp({ uri: item.uri, mimeType: item.resource?.mimeType });
}

/** Before the read: an app costs its link; anything else what its listing says. */
function initialEstimate(item: DraggedResource) {
  return isListedApp(item) ? estimateLinkTokens(item) : estimateListedTokens(item.resource ?? {});
}

function dedupe(items: readonly DraggedResource[]): DraggedResource[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = attachmentId(item.serverId, item.uri);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
