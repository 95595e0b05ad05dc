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

/** What a server was last handed to a model as. */
interface Handed {
  label: string;
  pages: ReadonlyArray<readonly Resource[]>;
  templates: readonly ResourceTemplate[];
}

/** Per model, what each server was last handed to it as. */
const handed = new WeakMap<ResourceTreeModel, Map<string, Handed>>();

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
  for (const { serverId, label } of servers) {
    const pages = pagesByServer.get(serverId) ?? NO_PAGES;
    const before = last.get(serverId)?.pages;
    const given = before !== undefined && startsWith(pages, before) ? pagesUpTo(pages, before.length, newResourcesPerCall) : pages;
    heldBack ||= given !== pages;
    const templates = templatesByServer.get(serverId) ?? NO_TEMPLATES;
    model.setResourcePages(serverId, given);
    model.setTemplates(serverId, templates);
    last.set(serverId, { label, pages: given, templates });
  }
  return heldBack;
}

/**
 * True when what `fillModel` would hand `model` now only extends resource lists it holds already:
 * the same servers and templates, and for each server either the pages handed before or those
 * plus more, after at least one non-empty page. A render that shows the model as it was then
 * shows every server with resources (one page behind), never empty.
 */
export function onlyExtendsListed(
  model: ResourceTreeModel,
  servers: readonly ModelServer[],
  pagesByServer: ReadonlyMap<string, ReadonlyArray<readonly Resource[]>>,
  templatesByServer: ReadonlyMap<string, readonly ResourceTemplate[]>,
): boolean {
  const last = handed.get(model);
  if (!last || last.size !== servers.length) return false;
  for (const { serverId, label } of servers) {
    const before = last.get(serverId);
    const pages = pagesByServer.get(serverId) ?? NO_PAGES;
    if (before === undefined || before.label !== label || before.templates !== (templatesByServer.get(serverId) ?? NO_TEMPLATES)) return false;
    if (!startsWith(pages, before.pages)) return false;
    if (pages.length > before.pages.length && !before.pages.some((page) => page.length > 0)) return false;
  }
  return true;
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
