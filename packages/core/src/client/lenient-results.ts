import type { Client, Transport } from '@modelcontextprotocol/client';
import type { z } from 'zod';
import type { RejectedItem } from './types.js';
import { claimUnpackedBlobs, KIT_READ } from './unpacked-blobs.js';
import { describeIssues, resourceSchema, resourceTemplateSchema } from './wire-schemas.js';

/** Where a page keeps the items that were taken out of it. */
export const REJECTED_ITEMS_KEY = 'io.mcp-resource-kit/rejectedItems';

const COMPLETE_METHOD = 'completion/complete';
const READ_METHOD = 'resources/read';
/** How a read the kit sent is tracked, apart from a host's reads through the SDK client. */
const KIT_READ_METHOD = 'resources/read (kit)';

const LIST_METHODS: Record<string, { itemsKey: string; schema: z.ZodType }> = {
  'resources/list': { itemsKey: 'resources', schema: resourceSchema },
  'resources/templates/list': { itemsKey: 'resourceTemplates', schema: resourceTemplateSchema },
};

/** The spec caps completion values at 100; the SDK rejects a whole answer that sends more. */
export const MAX_COMPLETION_VALUES = 100;

const MAX_TRACKED_REQUESTS = 1000;
const patched = new WeakSet<Transport>();

/**
 * The SDK validates results against the spec schema before any caller sees them, so one malformed
 * list item (a `priority` of 42) costs the whole page, and a completion with 10,000 values costs
 * the whole answer. This repairs such results as they arrive: malformed items move out of list
 * pages under `REJECTED_ITEMS_KEY` (so the valid ones still reach the kit and the rejected ones are
 * reported with their reason), and completion values are cut to the first 100 with `hasMore`.
 * Reads get the blobs the answer worker decoded (`unpacked-blobs.ts`) before the SDK sees them.
 */
export function installLenientResults(client: Client): void {
  const transport = client.transport;
  if (!transport || patched.has(transport)) return;
  patched.add(transport);

  const trackedRequests = new Map<string | number, string>();
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ('method' in message && 'id' in message && (message.method in LIST_METHODS || message.method === COMPLETE_METHOD || message.method === READ_METHOD)) {
      if (trackedRequests.size >= MAX_TRACKED_REQUESTS) trackedRequests.delete(trackedRequests.keys().next().value as string | number);
      const kitRead = message.method === READ_METHOD && (message as { [KIT_READ]?: unknown })[KIT_READ] === true;
      trackedRequests.set(message.id, kitRead ? KIT_READ_METHOD : message.method);
    }
    return send(message, options);
  };

  const receive = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if ('id' in message && 'result' in message && message.id !== undefined && trackedRequests.has(message.id)) {
      const method = trackedRequests.get(message.id) as string;
      trackedRequests.delete(message.id);
      const result = message.result as Record<string, unknown>;
      if (method === COMPLETE_METHOD) capCompletion(result);
      else if (method === READ_METHOD || method === KIT_READ_METHOD) claimUnpackedBlobs(result, method === KIT_READ_METHOD);
      else quarantine(result, LIST_METHODS[method]!);
    }
    receive?.(message, extra);
  };
}

function quarantine(result: Record<string, unknown>, { itemsKey, schema }: { itemsKey: string; schema: z.ZodType }) {
  const items = result[itemsKey];
  if (!Array.isArray(items)) return;
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
