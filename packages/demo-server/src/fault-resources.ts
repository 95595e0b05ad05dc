import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { abortableDelay } from './abortable-delay.js';
import type { CatalogEntry } from './catalog-entry.js';
import { isoDaysBefore } from './demo-epoch.js';
import { DEMO_URIS } from './demo-uris.js';
import { fileIcons } from './file-icons.js';

export const SLOW_READ_MS = 30_000;

const faultAnnotations = { audience: ['user' as const], priority: 0.1, lastModified: isoDaysBefore(3) };
const uncached = { ttlMs: 0, cacheScope: 'private' as const };

/** Resources that misbehave on purpose, so clients can be tested against each failure mode. */
export function faultEntries(): CatalogEntry[] {
  return [
    {
      uri: DEMO_URIS.failing,
      resource: {
        uri: DEMO_URIS.failing,
        name: 'server-error',
        title: 'Fault: internal error',
        description: 'Every read fails with JSON-RPC -32603.',
        mimeType: 'text/plain',
        annotations: faultAnnotations,
        icons: fileIcons('warning'),
      },
      cachePolicy: uncached,
      read() {
        throw new ProtocolError(ProtocolErrorCode.InternalError, 'The report renderer crashed (simulated failure)');
      },
    },
    {
      uri: DEMO_URIS.legacyNotFound,
      resource: {
        uri: DEMO_URIS.legacyNotFound,
        name: 'legacy-not-found',
        title: 'Fault: legacy "not found" (-32002)',
        description: 'Listed, but every read answers the pre-2026 resource-not-found code -32002 (no data).',
        mimeType: 'text/plain',
        annotations: faultAnnotations,
        icons: fileIcons('warning'),
      },
      cachePolicy: uncached,
      read() {
        // The SDK re-codes -32002 to -32602 on every era; the wire is patched back (see legacy-not-found-rewrite.ts), keyed on data.uri.
        throw new ProtocolError(ProtocolErrorCode.ResourceNotFound, `Resource ${DEMO_URIS.legacyNotFound} not found`, { uri: DEMO_URIS.legacyNotFound });
      },
    },
    {
      uri: DEMO_URIS.slow,
      resource: {
        uri: DEMO_URIS.slow,
        name: 'slow',
        title: 'Fault: 30-second read',
        description: `Answers after ${SLOW_READ_MS / 1_000} s unless the client cancels first.`,
        mimeType: 'text/plain',
        annotations: faultAnnotations,
        icons: fileIcons('clock'),
      },
      cachePolicy: uncached,
      async read(context) {
        await abortableDelay(SLOW_READ_MS, context.mcpReq.signal);
        return { contents: [{ uri: DEMO_URIS.slow, mimeType: 'text/plain', text: `Finished after ${SLOW_READ_MS / 1_000} seconds.\n` }] };
      },
    },
    {
      uri: DEMO_URIS.invalidBase64,
      resource: {
        uri: DEMO_URIS.invalidBase64,
        name: 'invalid-base64',
        title: 'Fault: corrupt blob',
        description: 'A blob whose "base64" is not base64 at all.',
        mimeType: 'application/octet-stream',
        size: 12,
        annotations: faultAnnotations,
        icons: fileIcons('warning'),
      },
      cachePolicy: uncached,
      read: () => ({ contents: [{ uri: DEMO_URIS.invalidBase64, mimeType: 'application/octet-stream', blob: 'this is *not* base64!' }] }),
    },
    {
      uri: DEMO_URIS.empty,
      resource: {
        uri: DEMO_URIS.empty,
        name: 'empty',
        title: 'Empty resource',
        description: 'Exists, but has no content at all (contents: []).',
        mimeType: 'text/plain',
        size: 0,
        annotations: { audience: ['user'], priority: 0.1, lastModified: isoDaysBefore(9) },
        icons: fileIcons('text'),
      },
      cachePolicy: { ttlMs: 60_000, cacheScope: 'public' },
      read: () => ({ contents: [] }),
    },
  ];
}
