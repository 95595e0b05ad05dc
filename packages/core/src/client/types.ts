import type { Implementation, Resource, ResourceTemplateType, ServerCapabilities } from '@modelcontextprotocol/client';

export type { Resource, ServerCapabilities, Implementation };
export type ResourceTemplate = ResourceTemplateType;

/** `modern` speaks 2026-07-28 (stateless, `subscriptions/listen`); `legacy` speaks 2025-11-25 or earlier. */
export type ProtocolEra = 'modern' | 'legacy';

/** Who may share a cached result: `public` results may be shared across users, `private` ones may not. */
export type CacheScope = 'public' | 'private';

/** The server's cache hints on a result, normalized: an absent or invalid `ttlMs` is 0 (stale at once). */
export interface CacheHints {
  ttlMs: number;
  cacheScope: CacheScope;
}

/** An item the server listed that failed validation, and why. The rest of its page is still used. */
export interface RejectedItem {
  /** Position in the page. */
  index: number;
  reason: string;
  /** The raw item, as received. */
  item: unknown;
}

/** One page of a list. Only an absent `nextCursor` ends a list; `''` is a cursor like any other. */
export interface ListPage<TItem> extends CacheHints {
  items: TItem[];
  nextCursor: string | undefined;
  rejected: RejectedItem[];
}

export interface TextResourceContent {
  kind: 'text';
  uri: string;
  mimeType: string | undefined;
  text: string;
  /** UTF-8 byte length of `text`. */
  byteLength: number;
  _meta?: Record<string, unknown>;
}

export interface BlobResourceContent {
  kind: 'blob';
  uri: string;
  mimeType: string | undefined;
  /** The decoded bytes; the server's base64 was validated. */
  bytes: Uint8Array;
  byteLength: number;
  _meta?: Record<string, unknown>;
}

/** One part of a read result. Each keeps its own `uri` and `mimeType`, which may differ from the request's. */
export type ResourceContent = TextResourceContent | BlobResourceContent;

export interface ReadResult extends CacheHints {
  /** Empty for a resource that exists but has no content. */
  contents: ResourceContent[];
  /** True when the server asked for input (`input_required`) before answering. Such results must never be cached. */
  viaInputRequired: boolean;
}

export interface CompletionResult {
  /** At most 100 suggestions, ranked by the server. */
  values: string[];
  /** How many suggestions exist in all, when the server says. */
  total: number | undefined;
  /** True when more suggestions exist than `values` holds. */
  hasMore: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ListOptions extends CallOptions {
  cursor?: string;
}
