import type { Resource, ResourceTemplate, ResourceTreeModel } from '@mcp-resource-kit/core';

/** A server as the catalog's model lists it. */
export interface ModelServer {
  serverId: string;
  label: string;
}

export interface FillModelOptions {
  /**
   * While a server's list only grows, hand the model whole pages of it until about this many new
   * resources (one page at least), and return true when pages were held back. A commit that brought
   * several pages at once (a fast server during "Load all") indexed them all in one task: 66–103 ms
   * at a million resources, for two or three pages of 5,000. Unlimited by default.
   */
  newResourcesPerCall?: number;
}

const NO_PAGES: ReadonlyArray<readonly Resource[]> = Object.freeze([]);
const NO_TEMPLATES: readonly ResourceTemplate[] = Object.freeze([]);

/** Per model, the pages each server's list was last handed to it as. */
const handed = new WeakMap<ResourceTreeModel, Map<string, ReadonlyArray<readonly Resource[]>>>();

/**
 * Gives `model` the servers and, per server, the resource pages and templates listed so far. True
 * when `newResourcesPerCall` held pages back: call it again, in a new task, until it returns false.
 */
export function fillModel(
  model: ResourceTreeModel,
  servers: readonly ModelServer[],
  pagesByServer: ReadonlyMap<string, ReadonlyArray<readonly Resource[]>>,
  templatesByServer: ReadonlyMap<string, readonly ResourceTemplate[]>,
  { newResourcesPerCall = Number.POSITIVE_INFINITY }: FillModelOptions = {},
): boolean {
  let last = handed.get(model);
  if (!last) handed.set(model, (last = new Map()));
  model.setServers(servers.map((server) => ({ id: server.serverId, label: server.label })));
  // The pages of a server no longer there are not kept alive here.
  for (const serverId of last.keys()) if (!servers.some((server) => server.serverId === serverId)) last.delete(serverId);
  let heldBack = false;
  for (const { serverId } of servers) {
    const pages = pagesByServer.get(serverId) ?? NO_PAGES;
    const before = last.get(serverId);
    const given = before !== undefined && startsWith(pages, before) ? pagesUpTo(pages, before.length, newResourcesPerCall) : pages;
    heldBack ||= given !== pages;
    model.setResourcePages(serverId, given);
    last.set(serverId, given);
    model.setTemplates(serverId, templatesByServer.get(serverId) ?? NO_TEMPLATES);
  }
  return heldBack;
}

/** `pages` up to the one after `from` that takes the resources past `from` to `limit` or more; `pages` itself when that is all of them. */
function pagesUpTo(pages: ReadonlyArray<readonly Resource[]>, from: number, limit: number): ReadonlyArray<readonly Resource[]> {
  let count = 0;
  for (let end = from; end < pages.length; end += 1) {
    count += pages[end]!.length;
    if (count >= limit && end + 1 < pages.length) return pages.slice(0, end + 1);
  }
  return pages;
}

function startsWith<T>(list: readonly T[], start: readonly T[]): boolean {
  for (let index = 0; index < start.length; index += 1) if (list[index] !== start[index]) return false;
  return true;
}
