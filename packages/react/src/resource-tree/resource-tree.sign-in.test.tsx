import { connectResourceClient, createBrowserOAuthProvider } from '@mcp-resource-kit/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { startV1OAuthServer, type V1OAuthServer } from '../../../../test-support/v1-oauth-server.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { layOutTreeInJsdom } from '../../test/tree-layout-in-jsdom.js';
import { ResourceTree } from './index.js';

layOutTreeInJsdom();

let server: V1OAuthServer | undefined;
afterEach(async () => {
  await server?.close();
});

function errorRow() {
  return screen.getAllByRole('treeitem').find((item) => item.getAttribute('data-status') === 'error');
}

it('offers "Sign in" on a server that wants OAuth, and signing in from it shows the resources', async () => {
  server = await startV1OAuthServer();
  const redirectUrl = 'http://127.0.0.1:5173/oauth/callback';
  let attempts = 0;
  const authProvider = createBrowserOAuthProvider({
    redirectUrl,
    // The user's browser: the first time the user closes the consent page ("access_denied"), then approves.
    openAuthorization: async (authorizationUrl) => {
      attempts += 1;
      if (attempts === 1) {
        const denied = new URL(redirectUrl);
        denied.search = new URLSearchParams({ error: 'access_denied', state: authorizationUrl.searchParams.get('state')! }).toString();
        await authProvider.receiveCallback(denied).catch(() => undefined);
        return;
      }
      const approved = await fetch(authorizationUrl, { redirect: 'manual' });
      await authProvider.receiveCallback(approved.headers.get('location')!);
    },
  });
  const url = server.url;
  const user = userEvent.setup();
  renderWithKit(<ResourceTree.Root />, [{ id: 'locked', label: 'Locked server', client: () => connectResourceClient({ url, authProvider }) }]);

  const error = await waitFor(() => {
    const item = errorRow();
    if (!item) throw new Error('no error row yet');
    return item;
  });
  expect(error.textContent).toMatch(/access_denied.*Sign in$/);

  error.focus();
  await user.keyboard('{Enter}');
  // The server's one resource, file:///private/plans.md, under its folder row.
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'file://' })).toBeTruthy());
  expect(errorRow()).toBeUndefined();
  expect(attempts).toBe(2);
});
