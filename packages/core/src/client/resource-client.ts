import {
  isInputRequiredResult,
  SERVER_INFO_META_KEY,
  withInputRequired,
  type Client,
  type InputRequests,
  type InputResponses,
} from '@modelcontextprotocol/client';
import type { z } from 'zod';
import { base64ByteLength, decodeBase64InSlices, InvalidBase64Error } from '../content/base64.js';
import { utf8ByteLength } from '../content/utf8.js';
import { installLenientResults, KIT_REQUEST, kitItemsOf, MAX_COMPLETION_VALUES, REJECTED_ITEMS_KEY } from './lenient-results.js';
import { ResourceError, toResourceError } from './resource-error.js';
import { SharedMetadata } from './shared-metadata.js';
import { unpackedBlobOf } from './unpacked-blobs.js';
import { validateItemsInSlices } from './validate-items.js';
import type {
  CacheHints,
  CallOptions,
  CompletionResult,
  Implementation,
  ListOptions,
  ListPage,
  ProtocolEra,
  ReadResult,
  RejectedItem,
  Resource,
  ResourceContent,
  ResourceTemplate,
  ServerCapabilities,
} from './types.js';
import { createWatcher, type WatchListener, type WatchTarget } from './watch.js';
import {
  completeResultSchema,
  describeIssues,
  resourcePageSchema,
  templatePageSchema,
  readResultSchema,
  resourceContentsSchema,
  resourceSchema,
  resourceTemplateSchema,
} from './wire-schemas.js';

/** What the server asked for in an `input_required` answer, and the state to echo back. */
export interface InputRequiredRequest {
  uri: string;
  inputRequests: InputRequests;
  signal: AbortSignal | undefined;
}

/** Answers to an `input_required` round, to continue a read that failed with `needs-input`. */
export interface InputAnswers {
  inputResponses: InputResponses;
  /** The `requestState` of the `needs-input` error's data, echoed unchanged. */
  requestState: string | undefined;
}

/** `data` of a `needs-input` `ResourceError`. */
export interface NeedsInputData {
  inputRequests: InputRequests;
  requestState: string | undefined;
}

export interface ResourceClientOptions {
  /**
   * Answers a server's `input_required` round during `readResource` (e.g. by showing a form).
   * Without it, such reads fail with a `needs-input` error whose `data` is `NeedsInputData`;
   * pass the answers back through `readResource(uri, { input })`.
   */
  onInputRequired?: (request: InputRequiredRequest) => Promise<InputResponses>;
  /** Per-request timeout in milliseconds. @default 60000 */
  requestTimeoutMs?: number;
  /** How many `input_required` rounds one read may take before failing. @default 10 */
  maxInputRounds?: number;
}

export interface ReadOptions extends CallOptions {
  /** Answers to the `input_required` round of an earlier `needs-input` error. */
  input?: InputAnswers;
}

export interface ListAllOptions extends CallOptions {
  /** The most pages to walk before failing with `invalid-response`. @default 1000 */
  maxPages?: number;
  /** Called with each page as it lands. */
  onPage?: (page: ListPage<Resource>, pageIndex: number) => void;
}

export interface ListAllResult extends CacheHints {
  items: Resource[];
  rejected: RejectedItem[];
  pages: number;
}

export interface CompleteRequest {
  /** The exact `uriTemplate` string of the template. */
  template: string;
  argument: string;
  value: string;
  /** Values of the template's other variables that are already filled in. */
  context?: Record<string, string>;
}

/** The era-neutral facade over one connected MCP server that the kit needs, and nothing more. */
export interface ResourceClient {
  readonly era: ProtocolEra;
  readonly protocolVersion: string;
  readonly capabilities: ServerCapabilities;
  readonly serverInfo: Implementation | undefined;
  /** The SDK client underneath, for hosts that need more than resources. */
  readonly client: Client;
  listResources(options?: ListOptions): Promise<ListPage<Resource>>;
  listResourceTemplates(options?: ListOptions): Promise<ListPage<ResourceTemplate>>;
  listAllResources(options?: ListAllOptions): Promise<ListAllResult>;
  readResource(uri: string, options?: ReadOptions): Promise<ReadResult>;
  complete(request: CompleteRequest, options?: CallOptions): Promise<CompletionResult>;
  watch(target: WatchTarget, listener: WatchListener): () => void;
  close(): Promise<void>;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_INPUT_ROUNDS = 10;
const DEFAULT_MAX_PAGES = 1000;

/**
 * Wraps an SDK `Client` the host has already connected. The kit's query cache is the only cache:
 * every call goes to the server.
 */
export function createResourceClient(client: Client, options: ResourceClientOptions = {}): ResourceClient {
  const era: ProtocolEra = client.getProtocolEra() === 'modern' ? 'modern' : 'legacy';
  const protocolVersion = client.getNegotiatedProtocolVersion();
  if (protocolVersion === undefined) {
    throw new ResourceError(
      'disconnected',
      'createResourceClient() needs a connected Client: call `await client.connect(transport)` first, or use connectResourceClient().',
    );
  }
  const capabilities = client.getServerCapabilities() ?? {};
  installLenientResults(client);
  const timeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const maxInputRounds = options.maxInputRounds ?? DEFAULT_MAX_INPUT_ROUNDS;
  const sharedMetadata = new SharedMetadata();

  async function listPage<TItem>(
    method: 'resources/list' | 'resources/templates/list',
    itemSchema: z.ZodType<TItem>,
    { cursor, signal }: ListOptions,
  ): Promise<ListPage<TItem>> {
    const action = method === 'resources/list' ? 'listing resources' : 'listing resource templates';
    // A server without the resources capability has no resources: an empty list, not a failure.
    if (!capabilities.resources) return emptyPage<TItem>();
    // Marked: its items are kept out of the SDK's validation of the whole page and validated here once (lenient-results.ts).
    const request = { method, params: cursor === undefined ? {} : { cursor }, [KIT_REQUEST]: true };
    installLenientResults(client);
    let page: { nextCursor?: string | undefined; ttlMs?: unknown; cacheScope?: unknown; [REJECTED_ITEMS_KEY]?: unknown };
    let rawItems: unknown[];
    try {
      if (method === 'resources/list') {
        const result = await client.request(request, resourcePageSchema, { signal, timeout });
        page = result;
        rawItems = result.resources;
      } else {
        const result = await client.request(request, templatePageSchema, { signal, timeout });
        page = result;
        rawItems = result.resourceTemplates;
      }
    } catch (cause) {
      const error = toResourceError(cause, { action, method, signal });
      // Servers with resources but no templates often leave the method out (-32601, or HTTP 404 on 2026-07-28).
      if (method === 'resources/templates/list' && error.kind === 'unsupported' && error.code !== -32021) return emptyPage<TItem>();
      throw error;
    }
    // Only a host's own SDK calls are repaired as they arrive (lenient-results.ts); the kit's pages come whole.
    const quarantined = page[REJECTED_ITEMS_KEY];
    const rejected: RejectedItem[] = Array.isArray(quarantined) ? [...(quarantined as RejectedItem[])] : [];
    let items: TItem[];
    try {
      const validated = await validateItemsInSlices(kitItemsOf(page) ?? rawItems, itemSchema, signal, sharedMetadata);
      items = validated.items;
      rejected.push(...validated.rejected);
    } catch (cause) {
      // A list cancelled while its page was validating fails like one cancelled on the wire.
      throw toResourceError(cause, { action, method, signal });
    }
    return { items, rejected, nextCursor: page.nextCursor, ...normalizeCacheHints(page) };
  }

  const listResources = (listOptions: ListOptions = {}) =>
    listPage('resources/list', resourceSchema as z.ZodType<Resource>, listOptions);

  const listResourceTemplates = (listOptions: ListOptions = {}) =>
    listPage('resources/templates/list', resourceTemplateSchema as z.ZodType<ResourceTemplate>, listOptions);

  async function listAllResources({ maxPages = DEFAULT_MAX_PAGES, signal, onPage }: ListAllOptions = {}): Promise<ListAllResult> {
    const items: Resource[] = [];
    const rejected: RejectedItem[] = [];
    const seenCursors = new Set<string>();
    let hints: CacheHints | undefined;
    let cursor: string | undefined;
    for (let pageIndex = 0; ; pageIndex += 1) {
      if (pageIndex >= maxPages) {
        throw new ResourceError(
          'invalid-response',
          `The resource list is longer than ${maxPages} pages; stopped there. Narrow the list on the server or raise maxPages.`,
          { data: { pages: pageIndex, items: items.length } },
        );
      }
      const page = await listResources({ cursor, signal });
      hints ??= page;
      items.push(...page.items);
      rejected.push(...page.rejected);
      onPage?.(page, pageIndex);
      if (page.nextCursor === undefined) {
        return { items, rejected, pages: pageIndex + 1, ttlMs: hints.ttlMs, cacheScope: hints.cacheScope };
      }
      if (seenCursors.has(page.nextCursor)) {
        throw new ResourceError(
          'invalid-response',
          `The server repeated a page cursor after ${pageIndex + 1} pages, so its list would never end. Stopped with ${items.length} resources.`,
          { data: { cursor: page.nextCursor, pages: pageIndex + 1, items: items.length } },
        );
      }
      seenCursors.add(page.nextCursor);
      cursor = page.nextCursor;
    }
  }

  async function readResource(uri: string, { signal, input }: ReadOptions = {}): Promise<ReadResult> {
    const action = `reading ${uri}`;
    let params: Record<string, unknown> = input
      ? { uri, inputResponses: input.inputResponses, ...(input.requestState === undefined ? {} : { requestState: input.requestState }) }
      : { uri };
    let viaInputRequired = input !== undefined;
    for (let round = 0; ; round += 1) {
      let result: Awaited<ReturnType<typeof requestRead>>;
      try {
        result = await requestRead(params, signal);
      } catch (cause) {
        throw toResourceError(cause, { action, method: 'resources/read', uri, signal });
      }
      if (!isInputRequiredResult(result)) {
        try {
          return await normalizeReadResult(result, uri, viaInputRequired, signal);
        } catch (cause) {
          // A read cancelled while its blob was decoding fails like one cancelled on the wire.
          throw cause instanceof ResourceError ? cause : toResourceError(cause, { action, method: 'resources/read', uri, signal });
        }
      }

      viaInputRequired = true;
      if (round >= maxInputRounds) {
        throw new ResourceError('needs-input', `The server kept asking for input while ${action}; gave up after ${maxInputRounds} rounds.`, {
          uri,
        });
      }
      const requestState = result.requestState;
      const inputRequests = result.inputRequests;
      if (inputRequests === undefined || Object.keys(inputRequests).length === 0) {
        // Only state to echo: the server wants the same request again with it.
        params = { uri, ...(requestState === undefined ? {} : { requestState }) };
        continue;
      }
      if (!options.onInputRequired) {
        const data: NeedsInputData = { inputRequests, requestState };
        throw new ResourceError('needs-input', `The server needs more information before it can return ${uri}.`, { uri, data });
      }
      let inputResponses: InputResponses;
      try {
        inputResponses = await options.onInputRequired({ uri, inputRequests, signal });
      } catch (cause) {
        throw toResourceError(cause, { action, uri, signal });
      }
      params = { uri, inputResponses, ...(requestState === undefined ? {} : { requestState }) };
    }
  }

  function requestRead(params: Record<string, unknown>, signal: AbortSignal | undefined) {
    // `allowInputRequired` hands `input_required` back to us whatever the host's autoFulfill
    // setting, and the explicit request bypasses the SDK's response cache (it caches such reads).
    // Marked, so that a large answer's blob reaches the kit decoded in the answer worker (unpacked-blobs.ts).
    const request = { method: 'resources/read' as const, params, [KIT_REQUEST]: true };
    return client.request(request, withInputRequired(readResultSchema), {
      signal,
      timeout,
      allowInputRequired: true,
    });
  }

  async function complete(request: CompleteRequest, { signal }: CallOptions = {}): Promise<CompletionResult> {
    const action = `completing "${request.argument}" of ${request.template}`;
    if (!capabilities.completions) {
      throw new ResourceError('unsupported', 'The server does not offer completions; type the value in full.', {
        data: { template: request.template, argument: request.argument },
      });
    }
    installLenientResults(client);
    const params = {
      ref: { type: 'ref/resource', uri: request.template },
      argument: { name: request.argument, value: request.value },
      ...(request.context && Object.keys(request.context).length > 0 ? { context: { arguments: request.context } } : {}),
    };
    try {
      const { completion } = await client.request({ method: 'completion/complete', params }, completeResultSchema, { signal, timeout });
      const values = completion.values.slice(0, MAX_COMPLETION_VALUES);
      const total = completion.total;
      const hasMore = completion.hasMore ?? (total !== undefined && total > values.length);
      return { values, total, hasMore: hasMore || completion.values.length > values.length };
    } catch (cause) {
      throw toResourceError(cause, { action, signal });
    }
  }

  const watcher = createWatcher(client, { era, capabilities, timeout });

  return {
    era,
    protocolVersion,
    capabilities,
    serverInfo: readServerInfo(client),
    client,
    listResources,
    listResourceTemplates,
    listAllResources,
    readResource,
    complete,
    watch: watcher.watch,
    async close() {
      await watcher.close();
      await client.close();
    },
  };
}

function readServerInfo(client: Client): Implementation | undefined {
  const fromHandshake = client.getServerVersion();
  if (fromHandshake) return fromHandshake;
  const meta = client.getDiscoverResult()?._meta as Record<string, unknown> | undefined;
  const fromDiscover = meta?.[SERVER_INFO_META_KEY];
  if (typeof fromDiscover === 'object' && fromDiscover !== null && typeof (fromDiscover as Implementation).name === 'string') {
    return fromDiscover as Implementation;
  }
  return undefined;
}

function emptyPage<TItem>(): ListPage<TItem> {
  return { items: [], rejected: [], nextCursor: undefined, ttlMs: 0, cacheScope: 'private' };
}

const MAX_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** Absent, negative or non-numeric `ttlMs` means stale at once; absent `cacheScope` means private. */
export function normalizeCacheHints(result: { ttlMs?: unknown; cacheScope?: unknown }): CacheHints {
  const ttl = typeof result.ttlMs === 'number' && Number.isFinite(result.ttlMs) && result.ttlMs > 0 ? Math.floor(result.ttlMs) : 0;
  return {
    ttlMs: Math.min(ttl, MAX_CACHE_TTL_MS),
    cacheScope: result.cacheScope === 'public' ? 'public' : 'private',
  };
}

/** Blobs are decoded in slices that yield to the page: a 50 MB blob must not block the main thread. */
async function normalizeReadResult(
  result: z.infer<typeof readResultSchema>,
  uri: string,
  viaInputRequired: boolean,
  signal: AbortSignal | undefined,
): Promise<ReadResult> {
  const contents: ResourceContent[] = [];
  for (const [index, raw] of result.contents.entries()) {
    const parsed = resourceContentsSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ResourceError('invalid-response', `Content ${index + 1} of ${uri} is malformed: ${describeIssues(parsed.error)}.`, { uri });
    }
    const content = parsed.data;
    const common = { uri: content.uri, mimeType: content.mimeType, ...(content._meta ? { _meta: content._meta } : {}) };
    if ('text' in content && typeof content.text === 'string') {
      contents.push({ kind: 'text', ...common, text: content.text, byteLength: utf8ByteLength(content.text) });
      continue;
    }
    const blob = (content as { blob: string }).blob;
    // Decoded by the answer worker already when the answer was large (see unpacked-blobs.ts).
    const unpacked = typeof raw === 'object' && raw !== null ? unpackedBlobOf(raw) : undefined;
    try {
      const bytes = unpacked ?? (await decodeBase64InSlices(blob, { signal }));
      contents.push({ kind: 'blob', ...common, bytes, byteLength: bytes.byteLength });
    } catch (cause) {
      if (!(cause instanceof InvalidBase64Error)) throw cause;
      throw new ResourceError(
        'invalid-response',
        `Content ${index + 1} of ${uri} claims to be binary but is not valid base64 (${cause.message}); it was not decoded.`,
        { uri, cause, data: { contentUri: content.uri, approximateBytes: base64ByteLength(blob) } },
      );
    }
  }
  return { contents, viaInputRequired, ...normalizeCacheHints(result) };
}
