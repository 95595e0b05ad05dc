import { connectResourceClient } from '@mcp-resource-kit/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../test/render-with-kit.js';
import { useServerStates } from './use-resource-kit.js';

function ServerList() {
  return (
    <ul>
      {useServerStates().map((server) => (
        <li key={server.id} data-status={server.status}>
          {server.label}: {server.error?.message}
        </li>
      ))}
    </ul>
  );
}

describe('a server labelled with its URL', () => {
  it('is shown, and fails to connect, without the credentials in the URL', async () => {
    const url = 'http://alice:s3cret@127.0.0.1:9/mcp';
    const view = renderWithKit(<ServerList />, [{ id: 'with-credentials', label: url, client: () => connectResourceClient({ url }) }]);
    const item = await waitFor(() => {
      const failed = view.container.querySelector('li[data-status="error"]');
      expect(failed).toBeInTheDocument();
      return failed!;
    });
    expect(item.textContent).toMatch(/^http:\/\/127\.0\.0\.1:9\/mcp: .*connecting to http:\/\/127\.0\.0\.1:9\/mcp/);
    expect(document.body.textContent).not.toMatch(/alice|s3cret/);
    expect(screen.getByText(/^http:\/\/127\.0\.0\.1:9\/mcp:/)).toBeInTheDocument();
  });

  it('keeps a label without credentials exactly as given', () => {
    renderWithKit(<ServerList />, [{ id: 'plain', label: 'Docs (http://127.0.0.1:9/mcp?user=a@b)', client: new Promise(() => {}) }]);
    expect(screen.getByText(/^Docs \(http:\/\/127\.0\.0\.1:9\/mcp\?user=a@b\):/)).toBeInTheDocument();
  });
});
