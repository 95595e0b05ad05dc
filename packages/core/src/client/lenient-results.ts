import type { Client, Transport } from '@modelcontextprotocol/client';
import type { z } from 'zod';
import type { RejectedItem } from './types.js';
import { describeIssues, resourceSchema, resourceTemplateSchema } from './wire-schemas.js';

/** Where a page keeps the items that were taken out of it. */
export const REJECTED_ITEMS_KEY = 'io.mcp-resource-kit/rejectedItems';

const LIST_METHODS: Record<string, { itemsKey: string; schema: z.ZodType }> = {
  'resources/list': { itemsKey: 'resources', schema: resourceSchema },
  'resources/templates/list': { itemsKey: 'resourceTemplates', schema: resourceTemplateSchema },
};

const MAX_TRACKED_REQUESTS = 1000;
const patched = new WeakSet<Transport>();

/**
 * On 2026-07-28 connections the SDK validates every list page against the spec schema before
 * any caller sees it, so one malformed item (a `priority` of 42) costs the whole page. This moves
 * malformed items out of list pages as they arrive, under `REJECTED_ITEMS_KEY`, so that the page's
 * valid items still reach the kit and the rejected ones are reported with their reason.
 */
export function quarantineMalformedListItems(client: Client): void {
  const transport = client.transport;
  if (!transport || patched.has(transport)) return;
  patched.add(transport);

  const listRequests = new Map<string | number, string>();
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ('method' in message && 'id' in message && message.method in LIST_METHODS) {
      if (listRequests.size >= MAX_TRACKED_REQUESTS) listRequests.delete(listRequests.keys().next().value as string | number);
      listRequests.set(message.id, message.method);
    }
    return send(message, options);
  };

  const receive = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if ('id' in message && 'result' in message && message.id !== undefined && listRequests.has(message.id)) {
      const method = listRequests.get(message.id) as string;
      listRequests.delete(message.id);
      quarantine(message.result as Record<string, unknown>, LIST_METHODS[method]!);
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
