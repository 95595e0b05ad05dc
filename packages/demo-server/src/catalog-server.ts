import { McpServer, ResourceNotFoundError, ResourceTemplate, type McpRequestContext, type Resource } from '@modelcontextprotocol/server';
import type { Catalog } from './catalog.js';
import type { CachePolicy } from './catalog-entry.js';
import { registerEntryPointTool } from './entry-point-tool.js';
import { paginate, type PaginationFaults } from './paginate.js';

export type ProtocolEra = McpRequestContext['era'];

export interface CatalogServerSettings extends PaginationFaults {
  pageSize: number;
  subscribe: boolean;
  listChanged: boolean;
  completions: boolean;
  malformedListItem: boolean;
}

export const SERVER_INFO = { name: 'mcp-resource-kit-demo', title: 'Harbor workspace (MCP Resource Kit demo)', version: '0.1.0' };

const INSTRUCTIONS =
  'A demo software workspace ("harbor-api"): source files under file:///project/, a PostgreSQL schema, ' +
  'a live clock, weather and repository templates, demo://faults/* resources that fail on purpose, and a ' +
  'find-entry-point tool whose result links to one resource and embeds another.';

const LIST_CACHE: CachePolicy = { ttlMs: 30_000, cacheScope: 'public' };
const TEMPLATE_LIST_CACHE: CachePolicy = { ttlMs: 300_000, cacheScope: 'public' };

/** `ttlMs`/`cacheScope` only exist from 2026-07-28 on; a 2025-era answer should look like a 2025 server's. */
function withCachePolicy<T extends object>(result: T, policy: CachePolicy, era: ProtocolEra): T | (T & CachePolicy) {
  return era === 'modern' ? { ...result, ...policy } : result;
}

const MALFORMED_ITEM = {
  uri: 'file:///project/.cache/broken-entry.json',
  name: 'broken-entry.json',
  description: 'Deliberately invalid: annotations.priority must lie in [0, 1].',
  mimeType: 'application/json',
  annotations: { priority: 42 },
} as unknown as Resource;

/**
 * One McpServer over the shared catalog. McpServer neither paginates nor matches optional URI
 * template parts, so `resources/list`, `resources/templates/list` and `resources/read` are
 * replaced by raw handlers; the templates are still registered so that McpServer serves
 * `completion/complete` for them.
 */
export function createCatalogServer(catalog: Catalog, settings: CatalogServerSettings, era: ProtocolEra): McpServer {
  const server = new McpServer(SERVER_INFO, {
    capabilities: { resources: { subscribe: settings.subscribe, listChanged: settings.listChanged } },
    instructions: INSTRUCTIONS,
  });

  for (const definition of catalog.templates) {
    const { uriTemplate, name, ...metadata } = definition.template;
    const template = new ResourceTemplate(uriTemplate, {
      list: undefined,
      ...(settings.completions && { complete: definition.completions }),
    });
    server.registerResource(name, template, metadata, (uri, _variables, context) => {
      const variables = definition.match(uri.href);
      if (!variables) throw new ResourceNotFoundError(uri.href);
      return definition.read(uri.href, variables, context);
    });
  }

  server.server.setRequestHandler('resources/list', (request) => {
    const snapshot = catalog.snapshot();
    const page = paginate({ ...settings, kind: 'resources', cursor: request.params?.cursor, total: snapshot.count });
    const resources = page.indexes.map((index) => snapshot.resourceAt(index % snapshot.count));
    if (settings.malformedListItem && request.params?.cursor === undefined) resources.splice(1, 0, MALFORMED_ITEM);
    return withCachePolicy({ resources, ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }) }, LIST_CACHE, era);
  });

  server.server.setRequestHandler('resources/templates/list', (request) => {
    const templates = catalog.templates;
    const page = paginate({ kind: 'templates', cursor: request.params?.cursor, total: templates.length, pageSize: settings.pageSize });
    const resourceTemplates = page.indexes.flatMap((index) => templates[index]?.template ?? []);
    return withCachePolicy({ resourceTemplates, ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }) }, TEMPLATE_LIST_CACHE, era);
  });

  // URIs are matched as exact strings: McpServer's lookup goes through new URL(), which re-encodes non-ASCII URIs and misses them.
  server.server.setRequestHandler('resources/read', async (request, context) => {
    const { uri } = request.params;
    const entry = catalog.entryFor(uri);
    if (entry) {
      const outcome = await entry.read(context);
      return 'contents' in outcome ? withCachePolicy(outcome, entry.cachePolicy, era) : outcome;
    }
    const templateMatch = catalog.templateFor(uri);
    if (templateMatch) {
      const outcome = await templateMatch.definition.read(uri, templateMatch.variables, context);
      return withCachePolicy(outcome, templateMatch.definition.cachePolicy, era);
    }
    throw new ResourceNotFoundError(uri);
  });

  registerEntryPointTool(server);
  return server;
}
