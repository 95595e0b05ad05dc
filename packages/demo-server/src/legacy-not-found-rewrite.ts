import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { DEMO_URIS } from './demo-uris.js';

/**
 * demo://faults/legacy-not-found must answer the pre-2026 code -32002, but the SDK re-codes a
 * thrown -32002 to -32602 on every era. These helpers put -32002 back on the wire. `data` is left
 * out on purpose: with `data.uri` the SDK client folds -32002 into a ResourceNotFoundError whose
 * code reads -32602, and clients could never observe the legacy code.
 */
const LEGACY_RESOURCE_NOT_FOUND = -32002;

export function restoreLegacyNotFound<T extends JSONRPCMessage>(message: T): T {
  if (!('error' in message)) return message;
  const data: unknown = message.error.data;
  const uri = typeof data === 'object' && data !== null && 'uri' in data ? data.uri : undefined;
  if (message.error.code !== -32602 || uri !== DEMO_URIS.legacyNotFound) return message;
  return { ...message, error: { code: LEGACY_RESOURCE_NOT_FOUND, message: message.error.message } };
}

export function isLegacyNotFoundRead(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('method' in body) || body.method !== 'resources/read') return false;
  const params = 'params' in body ? body.params : undefined;
  return typeof params === 'object' && params !== null && 'uri' in params && params.uri === DEMO_URIS.legacyNotFound;
}

/** Rewrites a JSON or SSE HTTP response body; only used for the one read above, whose response is short. */
export async function restoreLegacyNotFoundInResponse(response: Response): Promise<Response> {
  const contentType = response.headers.get('content-type') ?? '';
  const rewrite = (json: string) => {
    try {
      return JSON.stringify(restoreLegacyNotFound(JSON.parse(json) as JSONRPCMessage));
    } catch {
      return json;
    }
  };
  let text = await response.text();
  if (contentType.includes('application/json')) text = rewrite(text);
  else if (contentType.includes('text/event-stream')) text = text.replace(/^data: (.*)$/gm, (_, json: string) => `data: ${rewrite(json)}`);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}

/** Wraps a server-side transport's `send` so 2025-era connections get the legacy code too. */
export function restoreLegacyNotFoundOn<T extends { send(message: JSONRPCMessage, ...rest: never[]): Promise<void> }>(transport: T): T {
  const send = transport.send.bind(transport);
  transport.send = (message, ...rest) => send(restoreLegacyNotFound(message), ...rest);
  return transport;
}
