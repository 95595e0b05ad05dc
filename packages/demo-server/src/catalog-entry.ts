import type {
  Annotations,
  BlobResourceContents,
  CacheScope,
  Icon,
  InputRequiredResult,
  Resource,
  ServerContext,
  TextResourceContents,
} from '@modelcontextprotocol/server';
import { encodeBase64, utf8ByteLength } from './bytes.js';

export type ResourceBody = TextResourceContents | BlobResourceContents;

// Type aliases rather than interfaces: the SDK's result types carry an index signature that only aliases satisfy.
export type ReadOutcome = {
  contents: ResourceBody[];
};

export type CachePolicy = {
  ttlMs: number;
  cacheScope: CacheScope;
};

/** One listed resource of the demo catalog: what `resources/list` shows and how `resources/read` answers. */
export interface CatalogEntry {
  readonly uri: string;
  /** May compute `size` from generated content, so index by `uri` rather than `resource.uri`. */
  readonly resource: Resource;
  readonly cachePolicy: CachePolicy;
  read(context: ServerContext): ReadOutcome | InputRequiredResult | Promise<ReadOutcome | InputRequiredResult>;
}

interface EntryDescription {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType: string;
  annotations?: Annotations;
  icons?: Icon[];
  cachePolicy: CachePolicy;
}

/** Runs `produce` on first use only: large generated texts cost nothing until listed or read. */
export function once<T>(produce: () => T): () => T {
  let produced: { value: T } | undefined;
  return () => (produced ??= { value: produce() }).value;
}

/** A text resource; pass a function for text that changes over time (it is called on every list and read). */
export function textEntry(description: EntryDescription & { text: string | (() => string) }): CatalogEntry {
  const { text, cachePolicy, ...resource } = description;
  const resolveText = typeof text === 'string' ? () => text : text;
  return {
    uri: resource.uri,
    get resource() {
      return { ...resource, size: utf8ByteLength(resolveText()) };
    },
    cachePolicy,
    read: () => ({ contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: resolveText() }] }),
  };
}

export function blobEntry(description: EntryDescription & { bytes: () => Uint8Array }): CatalogEntry {
  const { bytes, cachePolicy, ...resource } = description;
  const resolveBytes = once(bytes);
  return {
    uri: resource.uri,
    get resource() {
      return { ...resource, size: resolveBytes().byteLength };
    },
    cachePolicy,
    read: () => ({ contents: [{ uri: resource.uri, mimeType: resource.mimeType, blob: encodeBase64(resolveBytes()) }] }),
  };
}
