import type { Client, Transport } from '@modelcontextprotocol/client';
import type { z } from 'zod';
import type { RejectedItem } from './types.js';
import { claimUnpackedBlobs } from './unpacked-blobs.js';
import { describeIssues, resourceSchema, resourceTemplateSchema } from './wire-schemas.js';

/** Where a page keeps the items that were taken out of it. */
export const REJECTED_ITEMS_KEY = 'io.mcp-resource-kit/rejectedItems';
/** Where a page the kit asked for keeps its items, out of the SDK's sight, for the kit to validate. */
const KIT_ITEMS_KEY = 'io.mcp-resource-kit/items';

/**
 * Marks a request object as the kit's own (`{ method, params, [KIT_REQUEST]: true }`): the SDK copies
 * the request into the message it sends, symbols included, and JSON leaves them out of the wire.
 */
export const KIT_REQUEST = Symbol('mcp-resource-kit request');

const COMPLETE_METHOD = 'completion/complete';
const READ_METHOD = 'resources/read';

const LIST_METHODS: Record<string, { itemsKey: string; schema: z.ZodType }> = {
  'resources/list': { itemsKey: 'resources', schema: resourceSchema },
  'resources/templates/list': { itemsKey: 'resourceTemplates', schema: resourceTemplateSchema },
};

/** The spec caps completion values at 100; the SDK rejects a whole answer that sends more. */
export const MAX_COMPLETION_VALUES = 100;

const MAX_TRACKED_REQUESTS = 1000;
const patched = new WeakSet<Transport>();
/** Item lists moved here: a server cannot send one under `KIT_ITEMS_KEY` that passes for one. */
const kitItemLists = new WeakSet<unknown[]>();

/**
 * The SDK validates results against the spec schema before any caller sees them, so one malformed
 * list item (a `priority` of 42) costs the whole page, and a completion with 10,000 values costs
 * the whole answer. This repairs such results as they arrive: malformed items move out of list
 * pages under `REJECTED_ITEMS_KEY` (so the valid ones still reach the kit and the rejected ones are
 * reported with their reason), and completion values are cut to the first 100 with `hasMore`.
 * Reads get the blobs the answer worker decoded (`unpacked-blobs.ts`) before the SDK sees them.
 *
 * A list page the kit asked for (marked with `KIT_REQUEST`) is not validated here: its items move
 * under `KIT_ITEMS_KEY` (`kitItemsOf` reads them), out of the SDK's schema of the whole page, and
 * the kit's list call validates them once, item by item, in slices that yield to the page. A
 * host's own list calls through the SDK client are repaired here and keep their items where the
 * SDK returns them.
 */
export function installLenientResults(client: Client): void {
  const transport = client.transport;
  if (!transport || patched.has(transport)) return;
  patched.add(transport);

  const trackedRequests = new Map<string | number, { method: string; kit: boolean }>();
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ('method' in message && 'id' in message && (message.method in LIST_METHODS || message.method === COMPLETE_METHOD || message.method === READ_METHOD)) {
      if (trackedRequests.size >= MAX_TRACKED_REQUESTS) trackedRequests.delete(trackedRequests.keys().next().value as string | number);
      trackedRequests.set(message.id, { method: message.method, kit: (message as { [KIT_REQUEST]?: unknown })[KIT_REQUEST] === true });
    }
    return send(message, options);
  };

  const receive = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if ('id' in message && 'result' in message && message.id !== undefined && trackedRequests.has(message.id)) {
      const { method, kit } = trackedRequests.get(message.id)!;
      trackedRequests.delete(message.id);
      const result = message.result as Record<string, unknown>;
      if (method === COMPLETE_METHOD) capCompletion(result);
      else if (method === READ_METHOD) claimUnpackedBlobs(result, kit);
      else quarantine(result, LIST_METHODS[method]!, kit);
    }
    receive?.(message, extra);
  };
}

/** The items of a list page the kit asked for, not validated yet; `undefined` for any other page. */
export function kitItemsOf(page: Record<string, unknown>): unknown[] | undefined {
  const items = page[KIT_ITEMS_KEY];
  return Array.isArray(items) && kitItemLists.has(items) ? items : undefined;
}

function quarantine(result: Record<string, unknown>, { itemsKey, schema }: { itemsKey: string; schema: z.ZodType }, kit: boolean) {
  const items = result[itemsKey];
  if (!Array.isArray(items)) return;
  if (kit) {
    kitItemLists.add(items);
    result[KIT_ITEMS_KEY] = items;
    result[itemsKey] = [];
    return;
  }
  const kept: unknown[] = [];
  const rejected: RejectedItem[] = [];
  items.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) kept.push(item);
    else rejected.push({ index, item, reason: describeIssues(parsed.error) });
  });
  if (rejected.length === 0) return;
  result[itemsKey] = kept;
  result[REJECTED_ITEMS_KEY] = rejected;
}

function capCompletion(result: Record<string, unknown>) {
  const completion = result.completion as { values?: unknown; total?: unknown; hasMore?: unknown } | undefined;
  if (!completion || !Array.isArray(completion.values)) return;
  const values = completion.values.filter((value): value is string => typeof value === 'string');
  if (values.length <= MAX_COMPLETION_VALUES && values.length === completion.values.length) return;
  completion.values = values.slice(0, MAX_COMPLETION_VALUES);
  if (values.length > MAX_COMPLETION_VALUES) {
    completion.hasMore = true;
    completion.total = Math.max(typeof completion.total === 'number' ? completion.total : 0, values.length);
  }
}
