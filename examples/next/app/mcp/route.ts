import { createDemoServer } from '@mcp-resource-kit/demo-server';

/*
 * The example's MCP server, served by the app itself over Streamable HTTP, so that the example needs
 * nothing else to start. A host points the kit at its own servers instead.
 */
const server = createDemoServer();

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return server.fetch(request);
}

export function POST(request: Request): Promise<Response> {
  return server.fetch(request);
}

export function DELETE(request: Request): Promise<Response> {
  return server.fetch(request);
}
