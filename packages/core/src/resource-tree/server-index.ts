import type { Resource, ResourceTemplate } from '../client/types.js';
import { entryLabel, type ResourceItemEntry, type TemplateItemEntry } from '../search/entry.js';
import { ChunkedList } from './chunked-list.js';
import type { DirectoryChild } from './directory-resource.js';
import { resourceNodeIdPrefix } from './node-id.js';
import type { MutableNode } from './node-store.js';
import { ListedResourceLeaf } from './resource-leaf-node.js';
import { StringKeyedMap } from './string-keyed-map.js';

/** What the tree knows of one server: its lists, and the entry of each resource URI once indexed. */
export interface ServerData {
  label: string;
  /** The list given to `setResources` last, to tell it when it is given again; `undefined` after the other ways to list. */
  givenResources: readonly Resource[] | undefined;
  /** The pages given to `setResourcePages` last, `undefined` after `setResources` or `appendResources`. */
  resourcePages: ReadonlyArray<readonly Resource[]> | undefined;
  templates: readonly ResourceTemplate[];
  directories: Map<string, readonly DirectoryChild[]>;
  serverId: string;
  /** `resourceNodeIdPrefix(serverId)`, one string that the ids kept by nodes of their own (`ResourceLeafNode`) are joined from. */
  resourceIdPrefix: string;
  /**
   * The server's list: the entry of each listed item, in list order, made as it is listed (its
   * `resource` is the item as given, whatever it is), which becomes the item's node once placed. The
   * list itself: a joined copy of the items beside their entries took 4 bytes of heap per resource at
   * a million. In chunks (see `ChunkedList`).
   */
  listEntries: ChunkedList<ListedResourceLeaf>;
  /**
   * True while every listed URI is in `byUri` and `uniqueEntries` is up to date. Items listed since
   * wait to be indexed in idle time or by the first look-up (see `listItems`).
   */
  indexed: boolean;
  /** Items of the list before this index are in the index (it is made in slices, see `indexUntil`). */
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
  /**
   * The entries of the listed resources, the first of each URI, in list order (read through
   * `uniqueEntries`): `undefined` while every item indexed is a resource listed once, when they are
   * `listEntries` up to `indexedUpTo` (a second array of a million of them took 4 bytes of heap per
   * resource); copied from there at the first item that is not.
   */
  uniqueEntries: ResourceItemEntry[] | undefined;
  templateEntries: TemplateItemEntry[];
  /** Resources only seen in a directory's contents so far, by URI, in arrival order. */
  readEntries: Map<string, ResourceItemEntry>;
  /** Items of the list before this index have been handed to the server node. */
  handedOver: number;
  /**
   * By list index, `SAME_FOLDER` when the item and the one before it are plain leaves (no query or
   * fragment, not directories) of the same folder: wherever one goes, the other follows; with
   * `ASCENDING` when its URI also sorts after the one before. 0 when not, or not known (filled in
   * when a group first opens, see `same-folder-runs.ts`).
   */
  sameFolderAsPrevious: Uint8Array;
}

export function emptyServerData(serverId: string, label: string): ServerData {
  return {
    label,
    givenResources: undefined,
    resourcePages: undefined,
    templates: [],
    directories: new Map(),
    serverId,
    resourceIdPrefix: resourceNodeIdPrefix(serverId),
    listEntries: new ChunkedList(),
    indexed: false,
    indexedUpTo: 0,
    byUri: new StringKeyedMap(uriOfIndexed),
    placedCount: 0,
    edits: 0,
    uniqueEntries: undefined,
    templateEntries: [],
    readEntries: new Map(),
    handedOver: 0,
    sameFolderAsPrevious: new Uint8Array(0),
  };
}

/** The entry of item `index` of the server's list. */
export function entryAt(data: ServerData, index: number): ListedResourceLeaf {
  return data.listEntries.at(index);
}

/**
 * Adds `items` to the end of the server's list, not to its index: a page of a listing is indexed in
 * idle time (`indexUntil`) or by the first look-up after it (`indexAll`), such as a count of the
 * distinct resources (the tree's summary shows one). At a million resources, indexing each page of
 * 5,000 in the task that listed it took 10–25 ms of that task in a profile.
 */
export function listItems(data: ServerData, items: readonly Resource[]): void {
  const { listEntries, serverId } = data;
  for (const resource of items) listEntries.push(new ListedResourceLeaf(serverId, resource));
  if (items.length > 0) data.indexed = false;
}

/**
 * The entries of the listed resources, the first of each URI, in list order, as arrays to read one
 * after the other (the list's own chunks while no URI is listed twice); indexes the list first if needed.
 */
export function uniqueEntryArrays(data: ServerData): ReadonlyArray<readonly ResourceItemEntry[]> {
  indexAll(data);
  return data.uniqueEntries ? [data.uniqueEntries] : data.listEntries.arrays();
}

/** How many entries `uniqueEntryArrays` holds; indexes the list first if needed. */
export function uniqueEntryCount(data: ServerData): number {
  indexAll(data);
  return (data.uniqueEntries ?? data.listEntries).length;
}

/**
 * `uniqueEntryCount` without indexing: the entries indexed so far, and every item listed since (until
 * it is indexed, one counts even when its URI was listed before or it is not a resource).
 */
export function uniqueEntryCountSoFar(data: ServerData): number {
  const indexedCount = data.uniqueEntries?.length ?? data.indexedUpTo;
  return indexedCount + data.listEntries.length - data.indexedUpTo;
}

/**
 * Adds item `index` of the list to the index: false when it adds nothing to place (not a
 * resource, a URI listed before, or one upgraded from a directory's contents where it sits; the
 * node of such a one takes the listed entry).
 */
export function indexItem(data: ServerData, index: number): boolean {
  const entry = data.listEntries.at(index);
  const { resource } = entry;
  if (typeof resource?.uri !== 'string') {
    leftOutOfUnique(data, index);
    return false;
  }
  const { uri } = resource;
  // Kept under its URI when none was: the look-up and the keeping in one (see `getOrSet`).
  const known = data.byUri.getOrSet(uri, entry);
  if (known === undefined) {
    data.uniqueEntries?.push(entry);
    return true;
  }
  if (data.readEntries.size > 0 && isNode(known) && data.readEntries.has(uri)) {
    data.readEntries.delete(uri);
    data.uniqueEntries?.push(entry);
    known.entry = entry;
    data.edits += 1;
    // A resource's node reads its label from its entry; a group keeps its `scheme://authority`.
    if (known.type === 'folder') known.label = entryLabel(entry);
    return false;
  }
  // Placed before it was indexed: the node holds this very item's entry. Else a URI listed before.
  if (!isNode(known) || known.entry !== entry) {
    leftOutOfUnique(data, index);
    return false;
  }
  data.uniqueEntries?.push(entry);
  return true;
}

/** Item `index`, being indexed, is not among the unique entries: those before it are, once each. */
function leftOutOfUnique(data: ServerData, index: number): void {
  data.uniqueEntries ??= data.listEntries.slice(0, index);
}

/** The URI a value of `byUri` is kept under: its entry's, a node's entry's. */
function uriOfIndexed(value: ResourceItemEntry | MutableNode): string {
  return isNode(value) ? (value.entry as ResourceItemEntry).resource.uri : value.resource.uri;
}

/**
 * True when a value of `byUri` is a placed node: a node has an `index` once placed, an entry none (a
 * listed resource's entry, which becomes its node when placed, has -1 until then).
 */
function isNode(value: ResourceItemEntry | MutableNode): value is MutableNode {
  return (value as Partial<MutableNode>).index! >= 0;
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

/**
 * Notes `node` as the one placed for the resource `uri` unless one is placed already: false then.
 * `placedNode` and `notePlaced` in one look-up, and no change to the map when it holds `node`
 * already, as the entry a listed resource's node is (see `ListedResourceLeaf`): a million resources
 * are placed so.
 */
export function notePlacedOnce(data: ServerData, uri: string, node: MutableNode): boolean {
  const value = data.byUri.get(uri);
  if (value !== undefined && isNode(value)) return false;
  if ((value as object | undefined) !== node) data.byUri.set(uri, node);
  data.placedCount += 1;
  return true;
}

/** Indexes the server's list until done, or until `deadline` (a `performance.now()` time) passes: true once done. */
export function indexUntil(data: ServerData, deadline: number): boolean {
  if (data.indexed) return true;
  for (let index = data.indexedUpTo; index < data.listEntries.length; ) {
    indexItem(data, index);
    index += 1;
    data.indexedUpTo = index;
    if (index % 1024 === 0 && performance.now() > deadline) return false;
  }
  data.indexed = true;
  return true;
}

/** Indexes the server's list if it is not yet: listing 100,000 resources should not wait for an index of their URIs. */
export function indexAll(data: ServerData): void {
  if (!data.indexed) indexUntil(data, Number.POSITIVE_INFINITY);
}

/** The entry of the listed (or read) resource `uri` of the server, indexing the list first if needed. */
export function listedEntry(data: ServerData, uri: string): ResourceItemEntry | undefined {
  indexAll(data);
  const value = data.byUri.get(uri);
  return value === undefined || !isNode(value) ? value : (value.entry as ResourceItemEntry);
}
