import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { createResourceClient, type ResourceClient } from '@mcp-resource-kit/core';

export interface StdioConnection {
  client: ResourceClient;
  transport: StdioClientTransport;
  /** The server process's id, to check that closing ended it. */
  pid: number;
  /** What the server wrote to stderr so far. */
  stderr(): string;
}

/** Spawns `node <args>` as a stdio MCP server and wraps the connected client, the way the core README shows. */
export async function connectStdio(args: string[], options: { cwd?: string } = {}): Promise<StdioConnection> {
  const transport = new StdioClientTransport({ command: process.execPath, args, cwd: options.cwd, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const sdkClient = new Client(
    { name: 'resource-kit-tests', version: '0.0.0' },
    { versionNegotiation: { mode: 'auto' }, capabilities: { elicitation: { form: {} } }, defaultCacheTtlMs: 0 },
  );
  await sdkClient.connect(transport);
  return { client: createResourceClient(sdkClient), transport, pid: transport.pid!, stderr: () => stderr };
}

/** Whether a process with this id is still running. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
