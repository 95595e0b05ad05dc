/** What the consent page shows and posts back; every value came from the client, so all of it is escaped. */
export interface ConsentRequest {
  clientName: string;
  /** The authorization request's own parameters, posted back unchanged by the page's form. */
  parameters: URLSearchParams;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The demo authorization server's consent screen: "Allow" or "Deny", a plain form, no script. */
export function consentPage({ clientName, parameters }: ConsentRequest): Response {
  const hidden = [...parameters]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <link rel="icon" href="data:,">
    <title>Sign in to the demo server</title>
    <style>body { font: 16px system-ui, sans-serif; margin: 2rem; max-width: 28rem } button { font: inherit; padding: .4rem 1rem; margin-right: .5rem }</style>
  </head>
  <body>
    <h1>Sign in to the demo server</h1>
    <p><strong>${escapeHtml(clientName)}</strong> wants to read this server's resources.</p>
    <form method="post" action="/authorize">
      ${hidden}
      <button type="submit" name="decision" value="allow">Allow</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </form>
  </body>
</html>
`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // No script, no framing (clickjacking on an "Allow" button), nothing loaded from elsewhere.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    },
  });
}
