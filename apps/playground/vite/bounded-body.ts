import type { IncomingMessage } from 'node:http';

/** The default largest request body the proxy accepts: MCP requests are small JSON documents. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Thrown when a request body is larger than allowed; nothing past the limit was kept. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(
      `The request body is larger than the proxy's limit of ${formatBytes(limit)}. MCP requests are small; if this one is meant to be this large, raise the limit with PLAYGROUND_PROXY_MAX_BODY (bytes).`,
    );
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body of at most `limit` bytes. A larger `Content-Length` fails before reading anything;
 * a chunked body fails as soon as the count passes the limit, and reading stops there.
 */
export async function readBoundedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buffer.length;
    // Leaving the loop pauses the stream: the rest of the body is never read into memory.
    if (total > limit) throw new BodyTooLargeError(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Parses the `PLAYGROUND_PROXY_MAX_BODY` setting: a whole number of bytes, optionally with a `KiB`/`MiB`/`GiB`
 * unit. Fails with a message that says what was wrong, so a typo does not silently fall back to the default.
 */
export function parseByteSize(text: string, name = 'PLAYGROUND_PROXY_MAX_BODY'): number {
  const match = /^\s*(\d+)\s*(b|kib|mib|gib)?\s*$/i.exec(text);
  if (!match) throw new Error(`${name} must be a whole number of bytes, optionally with KiB, MiB or GiB (e.g. 33554432 or 32MiB); got “${text}”.`);
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = unit === 'gib' ? 1024 ** 3 : unit === 'mib' ? 1024 ** 2 : unit === 'kib' ? 1024 : 1;
  const bytes = Number(match[1]) * factor;
  if (bytes <= 0 || !Number.isSafeInteger(bytes)) throw new Error(`${name} must be more than 0 bytes; got “${text}”.`);
  return bytes;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 2 && bytes % 1024 ** 2 === 0) return `${bytes / 1024 ** 2} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
