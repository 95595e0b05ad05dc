import type { Resource, ResourceTemplate } from '../client/types.js';

/** What the kit browses: a listed (or directory-read) resource, or a resource template, with its server. */
export type ResourceEntry = ResourceItemEntry | TemplateItemEntry;

/** A resource of a server. */
export interface ResourceItemEntry {
  kind: 'resource';
  serverId: string;
  resource: Resource;
  /** `list` when the server listed it; `directory` when it was only seen inside a directory's contents. */
  origin: 'list' | 'directory';
}

/** A resource template of a server. */
export interface TemplateItemEntry {
  kind: 'template';
  serverId: string;
  template: ResourceTemplate;
}

/** `resource` or `template`. */
export type EntryKind = ResourceEntry['kind'];

/** The two entry kinds, in display order. */
export const ENTRY_KINDS: readonly EntryKind[] = ['resource', 'template'];

/**
 * The key of a resource in a selection: the server id and the exact URI, joined by U+0000.
 * URIs are opaque, so the key compares them as exact strings.
 */
export function resourceKey(serverId: string, uri: string): string {
  return `${serverId}\u0000${uri}`;
}

/** Splits a key made by `resourceKey`; `undefined` for anything else. */
export function parseResourceKey(key: string): { serverId: string; uri: string } | undefined {
  const separator = key.indexOf('\u0000');
  if (separator < 0) return undefined;
  return { serverId: key.slice(0, separator), uri: key.slice(separator + 1) };
}

/** A key unique among all entries: `resourceKey` for resources, a distinct form for templates. */
export function entryKey(entry: ResourceEntry): string {
  return entry.kind === 'resource' ? resourceKey(entry.serverId, entry.resource.uri) : `${entry.serverId}\u0000\u0001${entry.template.uriTemplate}`;
}

/** The URI of a resource, or the URI template of a template. */
export function entryUri(entry: ResourceEntry): string {
  return entry.kind === 'resource' ? entry.resource.uri : entry.template.uriTemplate;
}

/** The resource or template itself. */
export function entryItem(entry: ResourceEntry): Resource | ResourceTemplate {
  return entry.kind === 'resource' ? entry.resource : entry.template;
}

/** `title`, else `name`: what a row shows. */
export function entryLabel(entry: ResourceEntry): string {
  const item = entryItem(entry);
  return nonEmptyString(item.title) ?? nonEmptyString(item.name) ?? entryUri(entry);
}

/** The annotated audience, kept to the two known roles. */
export function entryAudience(entry: ResourceEntry): ReadonlyArray<'user' | 'assistant'> | undefined {
  const audience = entryItem(entry).annotations?.audience;
  if (!Array.isArray(audience)) return undefined;
  return audience.filter((role): role is 'user' | 'assistant' => role === 'user' || role === 'assistant');
}

/** The annotated priority when it is a number in [0, 1]. */
export function entryPriority(entry: ResourceEntry): number | undefined {
  const priority = entryItem(entry).annotations?.priority;
  return typeof priority === 'number' && priority >= 0 && priority <= 1 ? priority : undefined;
}

/** The annotated `lastModified`, in ms since the epoch, when it parses as a date. */
export function entryLastModified(entry: ResourceEntry): number | undefined {
  const value = entryItem(entry).annotations?.lastModified;
  if (typeof value !== 'string' || value.length > 64) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/** The size in bytes a resource declares; templates have none. */
export function entrySize(entry: ResourceEntry): number | undefined {
  if (entry.kind !== 'resource') return undefined;
  const { size } = entry.resource;
  return typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : undefined;
}

/** The MIME type the entry declares, if it is a string. */
export function entryMimeType(entry: ResourceEntry): string | undefined {
  const mimeType = entryItem(entry).mimeType;
  return typeof mimeType === 'string' ? mimeType : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
