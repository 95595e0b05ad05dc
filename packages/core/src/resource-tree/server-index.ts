import type { Resource, ResourceTemplate } from '../client/types.js';
import { entryLabel, type ResourceItemEntry, type TemplateItemEntry } from '../search/entry.js';
import type { DirectoryChild } from './directory-resource.js';
import type { NodeStore } from './node-store.js';

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
  /** The entry of each item of `resources`, made when first needed (`entryAt`). */
  listEntries: Array<ResourceItemEntry | undefined>;
  /** True once `entryByUri` and `uniqueEntries` are made; they are then kept up to date. */
  indexed: boolean;
  /** Items of `resources` before this index are in the index (it is made in slices, see `indexUntil`). */
  indexedUpTo: number;
  /** The entry of each resource URI, whether or not its node exists yet. */
  entryByUri: Map<string, ResourceItemEntry>;
  /** The entries of the listed resources, the first of each URI, in list order. */
  uniqueEntries: ResourceItemEntry[];
  templateEntries: TemplateItemEntry[];
  /** Resources only seen in a directory's contents so far, by URI, in arrival order. */
  readEntries: Map<string, ResourceItemEntry>;
  /** The node of each resource URI placed so far. */
  nodeByUri: Map<string, string>;
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
    listEntries: [],
    indexed: false,
    indexedUpTo: 0,
    entryByUri: new Map(),
    uniqueEntries: [],
    templateEntries: [],
    readEntries: new Map(),
    nodeByUri: new Map(),
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
 * node of such a one, in `store`, takes the listed entry).
 */
export function indexItem(data: ServerData, index: number, store: NodeStore): boolean {
  const resource = data.resources[index];
  if (typeof resource?.uri !== 'string') return false;
  const { uri } = resource;
  const seenInDirectory = data.readEntries.size > 0 ? data.readEntries.get(uri) : undefined;
  if (seenInDirectory !== undefined) {
    const entry = entryAt(data, index);
    data.readEntries.delete(uri);
    data.entryByUri.set(uri, entry);
    data.uniqueEntries.push(entry);
    const node = store.nodes.get(data.nodeByUri.get(uri)!)!;
    node.entry = entry;
    if (node.type !== 'group') node.label = entryLabel(entry);
    return false;
  }
  if (data.entryByUri.has(uri)) return false;
  const entry = entryAt(data, index);
  data.entryByUri.set(uri, entry);
  data.uniqueEntries.push(entry);
  return true;
}

/** Indexes the server's list until done, or until `deadline` (a `performance.now()` time) passes: true once done. */
export function indexUntil(data: ServerData, deadline: number, store: NodeStore): boolean {
  if (data.indexed) return true;
  for (let index = data.indexedUpTo; index < data.resources.length; ) {
    indexItem(data, index, store);
    index += 1;
    data.indexedUpTo = index;
    if (index % 1024 === 0 && performance.now() > deadline) return false;
  }
  data.indexed = true;
  return true;
}

/** The entry of every resource URI of the server, made on first use: listing 100,000 resources should not wait for 100,000 entries. */
export function serverIndex(data: ServerData, store: NodeStore): Map<string, ResourceItemEntry> {
  if (!data.indexed) indexUntil(data, Number.POSITIVE_INFINITY, store);
  return data.entryByUri;
}
