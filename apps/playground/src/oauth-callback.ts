import { completeOAuthPopup } from '@mcp-resource-kit/core';

// The authorization server sends the sign-in popup here; the playground page that opened it takes over.
if (!completeOAuthPopup()) {
  const status = document.getElementById('status');
  if (status) status.textContent = 'This page finishes a sign-in started from the playground. Open the playground and press "Sign in" on the server.';
}
