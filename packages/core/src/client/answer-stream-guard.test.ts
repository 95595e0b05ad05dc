import { describe, expect, it } from 'vitest';
import { guardAnswerStreams } from './answer-stream-guard.js';

/** A body that sends `text`, then fails as a cut connection does. */
function cutAfter(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.error(new TypeError('terminated'));
    },
  });
}

function post(message: unknown, signal?: AbortSignal): RequestInit {
  return { method: 'POST', body: JSON.stringify(message), ...(signal ? { signal } : {}) };
}

const sse = { 'content-type': 'text/event-stream' };
const read = { jsonrpc: '2.0', id: 7, method: 'resources/read', params: { uri: 'file:///a' } };

async function events(response: Response): Promise<unknown[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)));
}

describe('guardAnswerStreams', () => {
  it('passes an answer through unchanged', async () => {
    const answer = { jsonrpc: '2.0', id: 7, result: { contents: [] } };
    const fetch = guardAnswerStreams(async () => new Response(`event: message\ndata: ${JSON.stringify(answer)}\n\n`, { headers: sse }));
    expect(await events(await fetch('http://x/mcp', post(read)))).toEqual([answer]);
  });

  it('passes a JSON body that answers the request through byte for byte, and answers for a JSON body with a foreign id', async () => {
    const json = { 'content-type': 'application/json' };
    // Spacing and escapes a re-serialisation would not keep: the body must arrive as it was sent.
    const body = `{ "jsonrpc": "2.0", "id": 7, "result": { "contents": [ { "uri": "file:///a", "text": "\\u00e9 caf\u00e9" } ] } }`;
    const passing = guardAnswerStreams(async () => new Response(body, { headers: json }));
    expect(await (await passing('http://x/mcp', post(read))).text()).toBe(body);
    const foreign = guardAnswerStreams(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 8, result: {} }), { headers: json }));
    const answered = (await (await foreign('http://x/mcp', post(read))).json()) as { id: number; error: { message: string } };
    expect(answered.id).toBe(7);
    expect(answered.error.message).toMatch(/id 8/);
  });

  it('takes an answer whose id is the request id as a string, as the SDK does, and drops a second answer', async () => {
    const answer = { jsonrpc: '2.0', id: '7', result: { contents: [] } };
    const body = `data: ${JSON.stringify(answer)}\n\ndata: ${JSON.stringify({ ...answer, result: { contents: ['again'] } })}\n\n`;
    const fetch = guardAnswerStreams(async () => new Response(body, { headers: sse }));
    expect(await events(await fetch('http://x/mcp', post(read)))).toEqual([answer]);
  });

  it('answers a cut stream with an error for the request id', async () => {
    const fetch = guardAnswerStreams(async () => new Response(cutAfter(': still working\n\n'), { headers: sse }));
    const [standIn] = (await events(await fetch('http://x/mcp', post(read)))) as Array<{ id: number; error: { message: string } }>;
    expect(standIn?.id).toBe(7);
    expect(standIn?.error.message).toMatch(/broke off before the answer arrived \(terminated\)/);
  });

  it('leaves a listen stream to the SDK, whose end means the subscription closed', async () => {
    const original = new Response(cutAfter(''), { headers: sse });
    const fetch = guardAnswerStreams(async () => original);
    const listen = { jsonrpc: '2.0', id: 'listen:0', method: 'subscriptions/listen', params: {} };
    expect(await fetch('http://x/mcp', post(listen))).toBe(original);
  });

  it('lets a request the caller aborted fail as aborted, without a stand-in answer', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = guardAnswerStreams(async () => new Response(cutAfter(''), { headers: sse }));
    const response = await fetch('http://x/mcp', post(read, controller.signal));
    await expect(response.text()).rejects.toThrow('terminated');
  });

  it('leaves a resumable answer (events with ids) that ends to the SDK, which resumes it', async () => {
    const fetch = guardAnswerStreams(async () => new Response('id: 1\ndata: \n\n', { headers: sse }));
    const text = await (await fetch('http://x/mcp', post(read))).text();
    expect(text).toBe('id: 1\ndata: \n\n');
  });
});
