import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useResources, useServerStatus } from '../src/index';
import { renderWithKit } from './render-with-kit';

function Listing() {
  const status = useServerStatus('demo');
  const { items } = useResources();
  return (
    <div>
      <p data-testid="era">
        {status?.era} {status?.protocolVersion}
      </p>
      <ul>
        {items.map(({ item }) => (
          <li key={item.uri}>{item.uri}</li>
        ))}
      </ul>
    </div>
  );
}

it('browses the in-page demo server in a real browser, in the 2026-07-28 era', async () => {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  renderWithKit(<Listing />, [{ id: 'demo', label: 'Demo', client }]);
  await waitFor(() => expect(screen.getByText(DEMO_URIS.readme)).toBeInTheDocument());
  expect(screen.getByTestId('era').textContent).toBe('modern 2026-07-28');
  expect(navigator.userAgent).toMatch(/Chrome/);
  await client.close();
  await demo.close();
});
