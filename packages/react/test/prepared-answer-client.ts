import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, type DemoServer } from '@mcp-resource-kit/demo-server';

/** A JSON-RPC request as the client sent it, as far as choosing a prepared answer needs. */
export interface SentRequest {
  method?: string;
  params?: { uri?: string; cursor?: string };
}

/**
 * A client of the in-page demo server whose answers to some requests were made ahead of time:
 * `answerFor` returns the rest of a JSON-RPC answer after its id (`,"result":{…}}`) as a Blob, or
 * `undefined` to let the demo server answer. Hand measurements use it so that their figures are the
 * client's (reading, parsing, validating), not the server's.
 */
export async function connectWithPreparedAnswers(answerFor: (request: SentRequest) => Blob | undefined): Promise<{ client: ResourceClient; demo: DemoServer }> {
  const demo = createDemoServer();
  const client = await connectResourceClient({
    url: 'http://in-page.invalid/mcp',
    fetch: async (url, init) => {
      const request = new Request(url, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const message = body.startsWith('{') ? (JSON.parse(body) as SentRequest & { id?: unknown }) : undefined;
      const prepared = message && answerFor(message);
      if (prepared) return new Response(new Blob([`{"jsonrpc":"2.0","id":${JSON.stringify(message.id)}`, prepared]), { headers: { 'content-type': 'application/json' } });
      return demo.fetch(request);
    },
  });
  return { client, demo };
}
