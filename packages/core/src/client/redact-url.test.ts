import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectResourceClient } from './connect.js';
import { redactCredentials, redactUrl } from './redact-url.js';
import { ResourceError } from './resource-error.js';

describe('redactUrl', () => {
  it.each([
    ['http://user:secret@127.0.0.1:3001/mcp', 'http://127.0.0.1:3001/mcp'],
    ['https://token@example.test/mcp?x=1#y', 'https://example.test/mcp?x=1#y'],
    ['https://a@b:c@example.test/mcp', 'https://example.test/mcp'],
    ['HTTPS://user:pass@Example.test', 'HTTPS://Example.test'],
  ])('removes the credentials of %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('accepts a URL object', () => {
    expect(redactUrl(new URL('http://user:secret@127.0.0.1:3001/mcp'))).toBe('http://127.0.0.1:3001/mcp');
  });

  it.each([
    'http://127.0.0.1:3001/mcp?email=a@b.test',
    'http://127.0.0.1:3001/users/@me',
    'http://host\\@evil.test/',
    'file:///a@b.txt',
    'not a url @ all',
    'Demo server (in page)',
    '',
  ])('keeps %s exactly as it is', (text) => {
    expect(redactUrl(text)).toBe(text);
  });
});

describe('redactCredentials', () => {
  it('removes the credentials of every URL in a sentence, and nothing else', () => {
    expect(redactCredentials('Could not reach http://u:p@a.test/mcp (mail admin@a.test) or ws://x@b.test.')).toBe(
      'Could not reach http://a.test/mcp (mail admin@a.test) or ws://b.test.',
    );
  });
});

describe('credentials in a server URL', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('never appear in the message of a failed connection', async () => {
    // fetch refuses a URL with credentials before sending anything, and quotes the URL in its error.
    server = createServer((_, response) => response.writeHead(401).end());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const error = await connectResourceClient({ url: `http://alice:s3cret-pass@127.0.0.1:${port}/mcp` }).then(
      () => undefined,
      (cause: unknown) => cause,
    );
    expect(ResourceError.isInstance(error)).toBe(true);
    const message = (error as ResourceError).message;
    expect(message).toContain(`http://127.0.0.1:${port}/mcp`);
    expect(message).not.toMatch(/alice|s3cret/);
  });

  it('never appear in the message of a ResourceError, whoever built it', () => {
    expect(new ResourceError('server', 'The server at https://alice:s3cret@a.test/mcp failed.').message).toBe('The server at https://a.test/mcp failed.');
  });
});
