import { completeOAuthPopup } from '@mcp-resource-kit/core';

// The sign-in popup lands here: hand the answer to the playground that opened it, which closes this window.
if (!completeOAuthPopup()) {
  document.getElementById('status')!.textContent =
    'This page finishes a sign-in started from the playground’s “Sign in” button, in its popup. Open the playground and press “Sign in” on the server.';
}
