import { createServer } from 'node:net';

/** A loopback port that nothing listens on (it was just released), for tests of refused connections. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('The test server has no port.');
  return address.port;
}
