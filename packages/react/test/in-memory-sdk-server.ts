import { createResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { McpServer } from '@modelcontextprotocol/server';

/**
 * The kit's client connected in memory to a real SDK `McpServer` named `name`, with the resources capability;
 * `setUp` installs the handlers the test needs. `close` ends both.
 */
export async function connectSdkServer(
  name: string,
  setUp: (server: McpServer) => void,
): Promise<{ client: ResourceClient; close: () => Promise<void> }> {
  const server = new McpServer({ name, version: '1.0.0' }, { capabilities: { resources: {} } });
  setUp(server);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const sdkClient = new Client({ name: 'test', version: '1.0.0' });
  await sdkClient.connect(clientTransport);
  const client = createResourceClient(sdkClient);
  return {
    client,
    close: async () => {
      await client.close().catch(() => undefined);
      await server.close();
    },
  };
}
