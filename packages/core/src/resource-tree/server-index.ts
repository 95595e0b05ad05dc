import type { Resource, ResourceTemplate } from '../client/types.js';
import { entryLabel, type ResourceItemEntry, type TemplateItemEntry } from '../search/entry.js';
import type { DirectoryChild } from './directory-resource.js';
import { resourceNodeIdPrefix } from './node-id.js';
import type { MutableNode } from './node-store.js';
import { StringKeyedMap } from './string-keyed-map.js';

/** What the tree knows of one server: its lists, and the entry of each resource URI once indexed. */
export interface ServerData {
  label: string;
  resources: readonly Resource[];
  /**
   * True when `resources` is the model's own array, which `appendResources` may push to; false while
   * it is the caller's (given to `setResources`), which is copied once before anything is appended.
   */
  ownsResources: boolean;
  /** The pages given to `setResourcePages` last, `undefined` after `setResources` or `appendResources`. */
  resourcePages: ReadonlyArray<readonly Resource[]> | undefined;
  templates: readonly ResourceTemplate[];
  directories: Map<string, readonly DirectoryChild[]>;
  serverId: string;
  /** `resourceNodeIdPrefix(serverId)`, one string that every resource id of the server is joined from. */
  resourceIdPrefix: string;
  /** The entry of each item of `resources`, made when first needed (`entryAt`). */
  listEntries: Array<ResourceItemEntry | undefined>;
  /** True once every listed URI is in `byUri` and `uniqueEntries` is made; they are then kept up to date. */
  indexed: boolean;
  /** Items of `resources` before this index are in the index (it is made in slices, see `indexUntil`). */
  indexedUpTo: number;
  /**
   * Each resource URI's node once placed, its entry until then (`placedNode`, `listedEntry`). One map
   * for both: a second map of every URI took 18 bytes of heap per listed resource in Chromium. A URI
   * placed before it was indexed is here already, as its node, and `indexItem` tells it from one listed
   * before by the node's entry. Not a `Map` of the URIs: see `StringKeyedMap`.
   */
  byUri: StringKeyedMap<ResourceItemEntry | MutableNode>;
  /** How many values of `byUri` are nodes: while none is, no URI needs a look-up to know it is not placed. */
  placedCount: number;
  /**
   * How many times a node of the server took another entry in place (a directory listed at a folder's
   * prefix, a resource read from a directory and then listed): its label and sort keys may differ.
   */
  edits: number;
  /** The entries of the listed resources, the first of each URI, in list order. */
  uniqueEntries: ResourceItemEntry[];
  templateEntries: TemplateItemEntry[];
  /** Resources only seen in a directory's contents so far, by URI, in arrival order. */
  readEntries: Map<string, ResourceItemEntry>;
  /** Items of `resources` before this index have been handed to the server node. */
  handedOver: number;
  /**
   * By list index, 1 when the item and the one before it are plain leaves (no query or fragment,
   * not directories) of the same folder: wherever one goes, the other follows. 0 when not, or not
   * known (filled in when a group first opens, see `same-folder-runs.ts`).
   */
  sameFolderAsPrevious: Uint8Array;
}

export function emptyServerData(serverId: string, label: string): ServerData {
  return {
    label,
    resources: [],
    ownsResources: false,
    resourcePages: undefined,
    templates: [],
    directories: new Map(),
    serverId,
    resourceIdPrefix: resourceNodeIdPrefix(serverId),
    listEntries: [],
    indexed: false,
    indexedUpTo: 0,
    byUri: new StringKeyedMap(uriOfIndexed),
    placedCount: 0,
    edits: 0,
    uniqueEntries: [],
    templateEntries: [],
    readEntries: new Map(),
    handedOver: 0,
    sameFolderAsPrevious: new Uint8Array(0),
  };
}

/** The entry of item `index` of the server's list, made once. */
export function entryAt(data: ServerData, index: number): ResourceItemEntry {
  const { listEntries } = data;
  while (listEntries.length <= index) listEntries.push(undefined);
  let entry = listEntries[index];
  if (entry === undefined) {
    entry = { kind: 'resource', serverId: data.serverId, resource: data.resources[index]!, origin: 'list' };
    listEntries[index] = entry;
  }
  return entry;
}

/**
 * Adds item `index` of the list to the index: false when it adds nothing to place (not a
 * resource, a URI listed before, or one upgraded from a directory's contents where it sits; the
 * node of such a one takes the listed entry).
 */
export function indexItem(data: ServerData, index: number): boolean {
  const resource = data.resources[index];
  if (typeof resource?.uri !== 'string') return false;
  const { uri } = resource;
  const known = data.byUri.get(uri);
  if (known !== undefined && data.readEntries.size > 0 && isNode(known) && data.readEntries.has(uri)) {
    const entry = entryAt(data, index);
    data.readEntries.delete(uri);
    data.uniqueEntries.push(entry);
    known.entry = entry;
    data.edits += 1;
    // A resource's node reads its label from its entry; a group keeps its `scheme://authority`.
    if (known.type === 'folder') known.label = entryLabel(entry);
    return false;
  }
  if (known !== undefined) {
    // Placed before it was indexed: the node holds this very item's entry. Else a URI listed before.
    if (!isNode(known) || known.entry !== data.listEntries[index]) return false;
    data.uniqueEntries.push(known.entry as ResourceItemEntry);
    return true;
  }
  const entry = entryAt(data, index);
  data.byUri.set(uri, entry);
  data.uniqueEntries.push(entry);
  return true;
}

/** The URI a value of `byUri` is kept under: its entry's, a node's entry's. */
function uriOfIndexed(value: ResourceItemEntry | MutableNode): string {
  return isNode(value) ? (value.entry as ResourceItemEntry).resource.uri : value.resource.uri;
}

/** True when a value of `byUri` is a node (entries have a `kind`, nodes a `type`). */
function isNode(value: ResourceItemEntry | MutableNode): value is MutableNode {
  return (value as Partial<ResourceItemEntry>).kind === undefined;
}

/** The node placed for the resource `uri`, if any. */
export function placedNode(data: ServerData, uri: string): MutableNode | undefined {
  if (data.placedCount === 0) return undefined;
  const value = data.byUri.get(uri);
  return value !== undefined && isNode(value) ? value : undefined;
}

/** Notes `node` as the one placed for the resource `uri`, which had none. */
export function notePlaced(data: ServerData, uri: string, node: MutableNode): void {
  data.byUri.set(uri, node);
  data.placedCount += 1;
}

/** Indexes the server's list until done, or until `deadline` (a `performance.now()` time) passes: true once done. */
export function indexUntil(data: ServerData, deadline: number): boolean {
  if (data.indexed) return true;
  for (let index = data.indexedUpTo; index < data.resources.length; ) {
    indexItem(data, index);
    index += 1;
    data.indexedUpTo = index;
    if (index % 1024 === 0 && performance.now() > deadline) return false;
  }
  data.indexed = true;
  return true;
}

/** Indexes the server's list if it is not yet: listing 100,000 resources should not wait for 100,000 entries. */
export function indexAll(data: ServerData): void {
  if (!data.indexed) indexUntil(data, Number.POSITIVE_INFINITY);
}

/** The entry of the listed (or read) resource `uri` of the server, indexing the list first if needed. */
export function listedEntry(data: ServerData, uri: string): ResourceItemEntry | undefined {
  indexAll(data);
  const value = data.byUri.get(uri);
  return value === undefined || !isNode(value) ? value : (value.entry as ResourceItemEntry);
}
