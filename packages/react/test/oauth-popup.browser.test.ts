import { connectResourceClient, createBrowserOAuthProvider } from '@mcp-resource-kit/core';
import { expect, inject, it } from 'vitest';

// test-support/v1-oauth-server.ts: a v1-SDK server behind OAuth 2.1 whose authorization page approves at once.
it('signs in through a real popup: authorization page, callback page, postMessage, token exchange, connect', async () => {
  const { oauth } = inject('reachability');
  const authProvider = createBrowserOAuthProvider({ redirectUrl: new URL('/test/oauth-callback.html', location.origin), clientName: 'Kit browser test' });
  const client = await connectResourceClient({ url: oauth, authProvider });
  expect((await client.listResources()).items.map((item) => item.uri)).toEqual(['file:///private/plans.md']);
  expect((await authProvider.tokens())?.access_token).toMatch(/\S/);
  expect(authProvider.awaitingCallback).toBe(false);
  await client.close();
}, 30_000);
