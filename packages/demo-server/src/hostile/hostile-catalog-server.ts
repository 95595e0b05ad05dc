import {
  ResourceNotFoundError,
  ResourceTemplate,
  type CompleteResult,
  type McpServer,
  type ReadResourceResult,
  type Resource,
  type Result,
} from '@modelcontextprotocol/server';
import { abortableDelay } from '../abortable-delay.js';
import type { Catalog } from '../catalog.js';
import type { CachePolicy, CatalogEntry } from '../catalog-entry.js';
import { createCatalogServer, type CatalogServerSettings, type ProtocolEra } from '../catalog-server.js';
import { paginate } from '../paginate.js';
import type { TemplateDefinition } from '../template-definition.js';
import { DUPLICATE_ITEM, MALFORMED_RESOURCE_ITEM, README_IMPOSTOR_ITEM } from './hostile-entries.js';
import type { ResolvedHostileOptions } from './hostile-options.js';
import { MALFORMED_TEMPLATE_ITEM, hostileCompletionValues } from './hostile-templates.js';
import { HOSTILE_COMPLETION_COUNT, HOSTILE_TEMPLATES, HOSTILE_URIS } from './hostile-uris.js';

/** The hostile part of the catalog, shared by every per-request server instance. */
export interface HostileCatalog {
  readonly entries: readonly CatalogEntry[];
  readonly templates: readonly TemplateDefinition[];
}

const LIST_CACHE: CachePolicy = { ttlMs: 30_000, cacheScope: 'public' };
const TEMPLATE_LIST_CACHE: CachePolicy = { ttlMs: 300_000, cacheScope: 'public' };
/** The SDK caps completions at 100 values (and the spec allows no more). */
const SDK_COMPLETION_CAP = 100;
/** Where page 1 carries its malformed item: after valid items, so the page is neither all-bad nor trivially first-item-bad. */
const MALFORMED_POSITION = 2;

function withCachePolicy<T extends object>(result: T, policy: CachePolicy, era: ProtocolEra): T {
  return era === 'modern' ? { ...result, ...policy } : result;
}

type StoredHandler = (request: unknown, context: unknown) => Promise<Result>;

/**
 * The handler McpServer (or createCatalogServer) installed for `method`, so the hostile handlers
 * can answer their own URIs and hand everything else on unchanged. The SDK keeps this accessor
 * protected; the alternative, re-implementing McpServer's completion, would test our copy instead
 * of the SDK's truncation.
 */
function installedHandler(server: McpServer, method: string): StoredHandler {
  const handler = (server.server as unknown as { _getRequestHandler(name: string): StoredHandler | undefined })._getRequestHandler(method);
  if (!handler) throw new Error(`No ${method} handler to wrap`);
  return handler;
}

/** Resources in hostile list order: the hostile entries with a same-URI twin and a README impostor. */
function hostileListItems(entries: readonly CatalogEntry[]): Resource[] {
  const items: Resource[] = [];
  for (const entry of entries) {
    items.push(entry.resource);
    if (entry.uri === HOSTILE_URIS.duplicate) items.push(DUPLICATE_ITEM);
  }
  items.push(README_IMPOSTOR_ITEM);
  return items;
}

/** Index of the first entry per URI: a duplicate URI reads as its first list item. */
export function indexEntries(entries: readonly CatalogEntry[]): ReadonlyMap<string, CatalogEntry> {
  const byUri = new Map<string, CatalogEntry>();
  for (const entry of entries) if (!byUri.has(entry.uri)) byUri.set(entry.uri, entry);
  return byUri;
}

/**
 * The normal catalog server with the hostile catalog in front of it: the hostile items come first
 * in `resources/list` and `resources/templates/list`, hostile URIs are read here, and everything
 * else goes to the normal handlers, so every DEMO_URIS entry still works.
 */
export function createHostileCatalogServer(
  catalog: Catalog,
  hostileCatalog: HostileCatalog,
  entriesByUri: ReadonlyMap<string, CatalogEntry>,
  settings: CatalogServerSettings,
  options: ResolvedHostileOptions,
  era: ProtocolEra,
): McpServer {
  const server = createCatalogServer(catalog, { ...settings, malformedListItem: false }, era);
  const sdkTemplate = hostileCatalog.templates.find((definition) => definition.template.uriTemplate === HOSTILE_TEMPLATES.completeSdk);
  if (sdkTemplate && settings.completions) {
    const { uriTemplate, name, ...metadata } = sdkTemplate.template;
    server.registerResource(name, new ResourceTemplate(uriTemplate, { list: undefined, complete: sdkTemplate.completions }), metadata, (uri, _variables, context) =>
      sdkTemplate.read(uri.href, sdkTemplate.match(uri.href) ?? {}, context),
    );
  }
  const readInstalled = installedHandler(server, 'resources/read');
  const completeInstalled = settings.completions ? installedHandler(server, 'completion/complete') : undefined;

  server.server.setRequestHandler('resources/list', async (request, context) => {
    if (options.listDelayMs > 0) await abortableDelay(options.listDelayMs, context.mcpReq.signal);
    const leading = hostileListItems(hostileCatalog.entries);
    const snapshot = catalog.snapshot();
    const total = leading.length + snapshot.count;
    const cursor = request.params?.cursor;
    const page = paginate({
      kind: 'resources',
      cursor,
      total,
      pageSize: settings.pageSize,
      ...(settings.emptyStringCursor !== undefined && { emptyStringCursor: settings.emptyStringCursor }),
      ...((options.cursor ?? settings.cursorFault) !== undefined && { cursorFault: options.cursor ?? settings.cursorFault }),
    });
    const resources = page.indexes.map((index) => {
      const position = index % total;
      return leading[position] ?? snapshot.resourceAt(position - leading.length);
    });
    if (options.malformedItems && cursor === undefined) resources.splice(MALFORMED_POSITION, 0, MALFORMED_RESOURCE_ITEM);
    return withCachePolicy({ resources, ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }) }, LIST_CACHE, era);
  });

  server.server.setRequestHandler('resources/templates/list', async (request, context) => {
    if (options.listDelayMs > 0) await abortableDelay(options.listDelayMs, context.mcpReq.signal);
    const templates = [...hostileCatalog.templates, ...catalog.templates];
    const cursor = request.params?.cursor;
    const page = paginate({ kind: 'templates', cursor, total: templates.length, pageSize: settings.pageSize });
    const resourceTemplates = page.indexes.flatMap((index) => templates[index]?.template ?? []);
    if (options.malformedItems && cursor === undefined) resourceTemplates.splice(MALFORMED_POSITION, 0, MALFORMED_TEMPLATE_ITEM);
    return withCachePolicy({ resourceTemplates, ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }) }, TEMPLATE_LIST_CACHE, era);
  });

  server.server.setRequestHandler('resources/read', async (request, context) => {
    const { uri } = request.params;
    const entry = entriesByUri.get(uri);
    if (entry) {
      const outcome = await entry.read(context);
      return 'contents' in outcome ? withCachePolicy(outcome, entry.cachePolicy, era) : outcome;
    }
    for (const definition of hostileCatalog.templates) {
      const variables = definition.match(uri);
      if (variables) return withCachePolicy(await definition.read(uri, variables, context), definition.cachePolicy, era);
    }
    if (uri.startsWith(HOSTILE_URIS.floodUnknownPrefix)) throw new ResourceNotFoundError(uri);
    return (await readInstalled(request, context)) as ReadResourceResult;
  });

  if (completeInstalled) {
    server.server.setRequestHandler('completion/complete', async (request, context): Promise<CompleteResult> => {
      const { ref, argument } = request.params;
      const templateUri = ref.type === 'ref/resource' ? ref.uri : undefined;
      if (templateUri === HOSTILE_TEMPLATES.completeRaw) {
        // Deliberately past the spec's 100-value limit: this is what the kit's own cap is tested against.
        return { completion: { values: hostileCompletionValues(argument.value), total: HOSTILE_COMPLETION_COUNT, hasMore: false } };
      }
      const definition = hostileCatalog.templates.find((candidate) => candidate.template.uriTemplate === templateUri);
      if (definition && templateUri !== HOSTILE_TEMPLATES.completeSdk) {
        if (templateUri === HOSTILE_TEMPLATES.slowCompletion) await abortableDelay(options.slowMs, context.mcpReq.signal);
        const complete = definition.completions[argument.name];
        const values = complete ? (await complete(argument.value, request.params.context)).map(String) : [];
        return { completion: { values: values.slice(0, SDK_COMPLETION_CAP), total: values.length, hasMore: values.length > SDK_COMPLETION_CAP } };
      }
      return (await completeInstalled(request, context)) as CompleteResult;
    });
  }

  return server;
}
