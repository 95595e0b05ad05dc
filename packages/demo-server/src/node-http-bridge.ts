import type { IncomingMessage, ServerResponse } from 'node:http';

/** Builds a web Request from a Node request; its signal aborts when the client goes away. */
export async function toWebRequest(request: IncomingMessage, response: ServerResponse, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  const method = request.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Uint8Array[] = [];
    for await (const chunk of request) chunks.push(chunk as Uint8Array);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(new URL(request.url ?? '/', origin), { method, headers, body, signal: controller.signal });
}

/**
 * Writes a web Response to Node chunk by chunk, so SSE streams reach the client as they are
 * produced. A body that errors (a dropped listen stream) destroys the socket, as a network
 * failure would.
 */
export async function sendWebResponse(webResponse: Response, response: ServerResponse, extraHeaders: Readonly<Record<string, string>>): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  webResponse.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const setCookies = webResponse.headers.getSetCookie();
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  response.writeHead(webResponse.status, webResponse.statusText, headers);
  response.flushHeaders();
  if (!webResponse.body) {
    response.end();
    return;
  }
  const reader = webResponse.body.getReader();
  response.once('close', () => {
    reader.cancel().catch(() => {});
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      response.write(value);
    }
    response.end();
  } catch {
    response.destroy();
  }
}
