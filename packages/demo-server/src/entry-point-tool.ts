import type { McpServer } from '@modelcontextprotocol/server';
import { DEMO_URIS } from './demo-uris.js';
import { PACKAGE_JSON_TEXT } from './project-config-files.js';

export const ENTRY_POINT_TOOL = 'find-entry-point';

/**
 * A tool whose result holds resources, the two ways a tool can return them: a `resource_link` to
 * the entry point (the client reads it when it needs it) and the manifest embedded as a `resource`
 * with annotations (its content is in the result).
 */
export function registerEntryPointTool(server: McpServer): void {
  server.registerTool(
    ENTRY_POINT_TOOL,
    {
      title: 'Find the entry point',
      description: 'Returns a link to the service entry point and embeds the package manifest.',
      annotations: { readOnlyHint: true },
    },
    () => ({
      content: [
        { type: 'text', text: 'The service starts in src/index.ts; its scripts and dependencies are in package.json.' },
        {
          type: 'resource_link',
          uri: DEMO_URIS.entryPoint,
          name: 'index.ts',
          title: 'src/index.ts',
          description: 'Primary application entry point',
          mimeType: 'text/x-typescript',
        },
        {
          type: 'resource',
          resource: { uri: DEMO_URIS.packageJson, mimeType: 'application/json', text: PACKAGE_JSON_TEXT },
          annotations: { audience: ['assistant'], priority: 0.7 },
        },
      ],
    }),
  );
}
