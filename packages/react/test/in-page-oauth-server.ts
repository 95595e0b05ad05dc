import { connectResourceClient, createBrowserOAuthProvider, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, protectWithOAuth } from '@mcp-resource-kit/demo-server';

export const MCP_URL = 'http://localhost/mcp';

/**
 * The demo server behind its OAuth 2.1 authorization server, in this process (no socket); `decide` plays the
 * user on the consent page: the page is fetched, then its form is posted with the choice, and the redirect's
 * callback URL goes to the provider as the callback page would send it. `connect` is a server's `client`.
 */
export function inPageOAuthServer(decide: () => 'allow' | 'deny', cleanups: Array<() => Promise<unknown>>) {
  const demo = createDemoServer();
  const handler = protectWithOAuth((request) => demo.fetch(request), '/mcp');
  const fetchInPage = (url: string | URL, init?: RequestInit) => handler(new Request(url, init));
  const consentPages: string[] = [];
  const provider = createBrowserOAuthProvider({
    redirectUrl: 'http://localhost/oauth-callback.html',
    clientName: 'Kit test',
    openAuthorization: async (authorizationUrl) => {
      consentPages.push(await (await fetchInPage(authorizationUrl)).text());
      const form = new URLSearchParams(authorizationUrl.searchParams);
      form.set('decision', decide());
      const answer = await fetchInPage(new URL('/authorize', authorizationUrl), { method: 'POST', body: form, redirect: 'manual' });
      await provider.receiveCallback(answer.headers.get('location')!).catch(() => undefined);
    },
  });
  const clients: ResourceClient[] = [];
  const connect = async () => {
    const client = await connectResourceClient({ url: MCP_URL, fetch: fetchInPage, authProvider: provider });
    clients.push(client);
    return client;
  };
  cleanups.push(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await demo.close();
  });
  return { connect, consentPages, provider };
}
