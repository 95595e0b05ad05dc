import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useServerStatus } from '../hooks/use-server-status.js';
import { useResources } from '../hooks/use-resources.js';
import { inPageOAuthServer, MCP_URL } from '../../test/in-page-oauth-server.js';
import { kitWrapper } from '../../test/render-with-kit.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function useStatusAndList(serverId: string) {
  return { status: useServerStatus(serverId), list: useResources({ servers: [serverId] }) };
}

it('a refused sign-in leaves the server needing a sign-in; signIn() connects again and lists resources', async () => {
  let decision: 'allow' | 'deny' = 'deny';
  const { connect, consentPages } = inPageOAuthServer(() => decision, cleanups);
  const { result } = renderHook(() => useStatusAndList('private'), { wrapper: kitWrapper([{ id: 'private', label: 'Private', client: connect }]) });

  await waitFor(() => expect(result.current.status?.status).toBe('error'), { timeout: 10_000 });
  const failed = result.current.status!;
  expect(failed.needsSignIn).toBe(true);
  expect(failed.error?.kind).toBe('unauthorized');
  expect(failed.error?.message).toContain('access_denied');
  expect(failed.error?.message).not.toMatch(/try again/i);
  expect(consentPages[0]).toContain('>Allow</button>');

  decision = 'allow';
  act(() => failed.signIn());
  expect(result.current.status?.status).toBe('connecting');
  expect(result.current.status?.needsSignIn).toBe(false);
  await waitFor(() => expect(result.current.status?.status).toBe('ready'), { timeout: 10_000 });
  await waitFor(() => expect(result.current.list.items.map(({ item }) => item.uri)).toContain(DEMO_URIS.readme), { timeout: 10_000 });
  expect(consentPages).toHaveLength(2);
}, 30_000);

it('a wrong token is unauthorized without a sign-in: signIn() does nothing', async () => {
  const refused = async (): Promise<ResourceClient> => {
    const demo = createDemoServer({ bearerToken: 'right' });
    cleanups.push(() => demo.close());
    return connectResourceClient({ url: MCP_URL, headers: { authorization: 'Bearer wrong' }, fetch: (url, init) => demo.fetch(new Request(url, init)) });
  };
  let attempts = 0;
  const { result } = renderHook(() => useServerStatus('token'), {
    wrapper: kitWrapper([{ id: 'token', label: 'Token', client: () => (attempts++, refused()) }]),
  });
  await waitFor(() => expect(result.current?.status).toBe('error'), { timeout: 10_000 });
  expect(result.current?.error?.kind).toBe('unauthorized');
  expect(result.current?.needsSignIn).toBe(false);
  expect(result.current?.error?.message).not.toMatch(/try again/i);
  act(() => result.current!.signIn());
  expect(result.current?.status).toBe('error');
  expect(attempts).toBe(1);
}, 30_000);
