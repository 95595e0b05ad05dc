import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createHash, randomBytes } from 'node:crypto';
import { startDemoCli } from '../../../../test-support/demo-cli.js';
import type { SpawnedServer } from '../../../../test-support/spawn-server.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCliArguments } from '../cli-arguments.js';
import { DEMO_URIS } from '../index.js';

let cli: SpawnedServer;
let endpoint: URL;
const redirectUri = 'http://localhost:5173/oauth-callback.html';

beforeAll(async () => {
  ({ cli, endpoint } = await startDemoCli(['--auth']));
}, 20_000);

afterAll(() => cli.stop());

async function register(): Promise<string> {
  const response = await fetch(new URL('/register', endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Test <b>client</b>', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client_id: string }).client_id;
}

function authorizationParameters(clientId: string, challenge: string): URLSearchParams {
  return new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 'st-1', resource: endpoint.href });
}

/** Registration, the consent page's "Allow", and the redirect's code. */
async function authorize(verifier: string): Promise<{ clientId: string; code: string }> {
  const clientId = await register();
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const form = authorizationParameters(clientId, challenge);
  form.set('decision', 'allow');
  const response = await fetch(new URL('/authorize', endpoint), { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe('st-1');
  return { clientId, code: back.searchParams.get('code')! };
}

function exchange(clientId: string, code: string, verifier: string): Promise<Response> {
  return fetch(new URL('/token', endpoint), {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: redirectUri }),
  });
}

describe('the CLI with --auth', () => {
  test('answers /mcp without a token with 401 and a WWW-Authenticate that points at its resource metadata', async () => {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(response.status).toBe(401);
    const challenge = response.headers.get('www-authenticate') ?? '';
    expect(challenge).toMatch(/^Bearer /);
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1]!;
    const resource = (await (await fetch(metadataUrl)).json()) as { resource: string; authorization_servers: string[] };
    expect(resource.resource).toBe(endpoint.href);
    const server = (await (await fetch(new URL('/.well-known/oauth-authorization-server', resource.authorization_servers[0]))).json()) as Record<string, unknown>;
    expect(server).toMatchObject({ code_challenge_methods_supported: ['S256'], registration_endpoint: new URL('/register', endpoint).href });
  });

  test('shows a consent page with Allow that escapes the client name', async () => {
    const clientId = await register();
    const response = await fetch(new URL(`/authorize?${authorizationParameters(clientId, 'x'.repeat(43))}`, endpoint));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(html).toContain('Test &#60;b&#62;client&#60;/b&#62;');
    expect(html).not.toContain('<b>client');
  });

  test('refuses an unregistered redirect URI without redirecting, and Deny with access_denied', async () => {
    const clientId = await register();
    const parameters = authorizationParameters(clientId, 'x'.repeat(43));
    parameters.set('redirect_uri', 'http://evil.example/cb');
    const wrong = await fetch(new URL(`/authorize?${parameters}`, endpoint), { redirect: 'manual' });
    expect(wrong.status).toBe(400);
    const deny = authorizationParameters(clientId, 'x'.repeat(43));
    deny.set('decision', 'deny');
    const denied = await fetch(new URL('/authorize', endpoint), { method: 'POST', body: deny, redirect: 'manual' });
    expect(new URL(denied.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
  });

  test('checks PKCE: a wrong code_verifier gets invalid_grant, and the code is then spent', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { clientId, code } = await authorize(verifier);
    const wrong = await exchange(clientId, code, randomBytes(32).toString('base64url'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange(clientId, code, verifier)).status).toBe(400);
  });

  test('a token from consent and PKCE opens /mcp; a wrong token gets 401', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { clientId, code } = await authorize(verifier);
    const tokens = (await (await exchange(clientId, code, verifier)).json()) as { access_token: string; refresh_token: string };
    const client = new Client({ name: 'auth-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { authorization: `Bearer ${tokens.access_token}` } } }));
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain(DEMO_URIS.readme);
    await client.close();
    const refused = await fetch(endpoint, { method: 'POST', headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_token' });
  });

  test('trades a refresh token once for new tokens', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { clientId, code } = await authorize(verifier);
    const first = (await (await exchange(clientId, code, verifier)).json()) as { refresh_token: string };
    const refresh = () => fetch(new URL('/token', endpoint), { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, refresh_token: first.refresh_token }) });
    const renewed = await refresh();
    expect(renewed.status).toBe(200);
    const { access_token: accessToken } = (await renewed.json()) as { access_token: string };
    const listed = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(listed.status).not.toBe(401);
    expect((await refresh()).status).toBe(400);
  });
});

test('--auth and --token exclude each other', () => {
  expect(parseCliArguments(['--auth']).auth).toBe(true);
  expect(() => parseCliArguments(['--auth', '--token', 'x'])).toThrow(/--auth and --token exclude each other/);
});
