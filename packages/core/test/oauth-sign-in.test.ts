import { afterEach, describe, expect, it } from 'vitest';
import { connectResourceClient, createBrowserOAuthProvider, createMemoryOAuthStore, needsSignIn, type ResourceClient } from '../src/index.js';
import { OAUTH_SERVER_RESOURCE, startV1OAuthServer, type V1OAuthServer } from '../../../test-support/v1-oauth-server.js';
import { rejection } from '../../../test-support/rejection.js';

const REDIRECT_URL = 'http://127.0.0.1:5173/oauth/callback';

/**
 * Plays the user's browser: follows the authorization URL to the authorization server, which approves at
 * once and redirects to the callback; returns that callback URL, as the callback page would see it.
 */
async function approve(authorizationUrl: URL): Promise<string> {
  const answer = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`The authorization server answered ${answer.status}: ${await answer.text()}`);
  return location;
}

it('does not offer a sign-in for a 401 when the host has no sign-in provider', async () => {
  const server = await startV1OAuthServer();
  try {
    const error = await rejection(connectResourceClient({ url: server.url }));
    expect(error.kind).toBe('unauthorized');
    expect(needsSignIn(error)).toBe(false);
  } finally {
    await server.close();
  }
});

it('refuses a client ID metadata document URL that is not https with a path, when the provider is made', () => {
  expect(() => createBrowserOAuthProvider({ redirectUrl: REDIRECT_URL, clientMetadataUrl: 'http://host.example/client.json' })).toThrow(/https/i);
  expect(() => createBrowserOAuthProvider({ redirectUrl: REDIRECT_URL, clientMetadataUrl: 'https://host.example/' })).toThrow();
  expect(createBrowserOAuthProvider({ redirectUrl: REDIRECT_URL, clientMetadataUrl: 'https://host.example/oauth/client.json' }).clientMetadataUrl).toBe(
    'https://host.example/oauth/client.json',
  );
});

describe('signing in with the browser OAuth provider, against a v1-SDK server behind OAuth 2.1', () => {
  let server: V1OAuthServer | undefined;
  const clients: ResourceClient[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close().catch(() => undefined);
    await server?.close();
  });

  it('registers, signs in through the "popup", trades the code with PKCE, connects, and reuses the tokens', async () => {
    server = await startV1OAuthServer();
    const visited: URL[] = [];
    const provider = createBrowserOAuthProvider({
      redirectUrl: REDIRECT_URL,
      clientName: 'Kit tests',
      openAuthorization: async (authorizationUrl) => {
        visited.push(authorizationUrl);
        await provider.receiveCallback(await approve(authorizationUrl));
      },
    });

    const client = await connectResourceClient({ url: server.url, authProvider: provider });
    clients.push(client);
    expect(client.era).toBe('legacy');
    const { contents } = await client.readResource(OAUTH_SERVER_RESOURCE);
    expect(contents[0]?.kind === 'text' && contents[0].text).toBe('# Plans\n');

    expect(visited).toHaveLength(1);
    const authorizationUrl = visited[0]!;
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(REDIRECT_URL);
    expect(authorizationUrl.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    const clientId = (await provider.clientInformation())?.client_id;
    expect(clientId).toMatch(/\S/);
    expect(await server.authorization.clientsStore.getClient(clientId!)).toMatchObject({ redirect_uris: [REDIRECT_URL], token_endpoint_auth_method: 'none' });
    expect((await provider.tokens())?.access_token).toMatch(/\S/);

    const again = await connectResourceClient({ url: server.url, authProvider: provider });
    clients.push(again);
    expect(visited).toHaveLength(1);
  });

  it('redeems a code a redirect-mode callback left in the store on the next connect', async () => {
    server = await startV1OAuthServer();
    const store = createMemoryOAuthStore();
    let navigatedTo: URL | undefined;
    const beforeRedirect = createBrowserOAuthProvider({ redirectUrl: REDIRECT_URL, mode: 'redirect', store, openAuthorization: (url) => void (navigatedTo = url) });
    const first = await rejection(connectResourceClient({ url: server.url, authProvider: beforeRedirect }));
    expect(first.kind).toBe('unauthorized');
    expect(first.message).toMatch(/sign-in/);
    expect(needsSignIn(first)).toBe(true);
    expect(navigatedTo).toBeInstanceOf(URL);

    // The page that loads at the redirect URL: a new provider on the same store.
    const afterRedirect = createBrowserOAuthProvider({ redirectUrl: REDIRECT_URL, mode: 'redirect', store });
    await afterRedirect.receiveCallback(await approve(navigatedTo!));
    const client = await connectResourceClient({ url: server.url, authProvider: afterRedirect });
    clients.push(client);
    expect((await client.listResources()).items.map((item) => item.uri)).toEqual([OAUTH_SERVER_RESOURCE]);
  });

  it('ignores a callback whose state is not the one this sign-in sent', async () => {
    server = await startV1OAuthServer();
    const provider = createBrowserOAuthProvider({
      redirectUrl: REDIRECT_URL,
      openAuthorization: async (authorizationUrl) => {
        const forged = new URL(await approve(authorizationUrl));
        forged.searchParams.set('state', 'attacker');
        await provider.receiveCallback(forged).catch(() => undefined);
      },
    });
    const error = await rejection(connectResourceClient({ url: server.url, authProvider: provider }));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toContain('state mismatch');
    expect(needsSignIn(error)).toBe(true);
    expect(await provider.tokens()).toBeUndefined();
  });

  it('reports a refused sign-in as unauthorized, without "try again"', async () => {
    server = await startV1OAuthServer();
    const provider = createBrowserOAuthProvider({
      redirectUrl: REDIRECT_URL,
      openAuthorization: async (authorizationUrl) => {
        const refused = new URL(REDIRECT_URL);
        refused.searchParams.set('error', 'access_denied');
        refused.searchParams.set('state', authorizationUrl.searchParams.get('state')!);
        await provider.receiveCallback(refused).catch(() => undefined);
      },
    });
    const error = await rejection(connectResourceClient({ url: server.url, authProvider: provider }));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toContain('access_denied');
    expect(needsSignIn(error)).toBe(true);
    expect(error.message).not.toMatch(/try again/i);
  });
});
