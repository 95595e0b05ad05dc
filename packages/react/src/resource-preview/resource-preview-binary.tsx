'use client';

import { hexDump } from '@mcp-resource-kit/core';
import { useMemo, type ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { ResourcePreviewDownload } from './resource-preview-download.js';

export interface ResourcePreviewBinaryProps extends Omit<ComponentProps<'figure'>, 'children'> {
  bytes: Uint8Array;
  mediaType: string | undefined;
  uri: string;
  /** Why there is no better preview. @default 'unknown-type' */
  reason?: 'unknown-type' | 'not-an-image';
  /** Bytes shown in the hex view. @default 512 */
  length?: number;
}

/**
 * Bytes the preview cannot show otherwise: a hex view of the first ones and a download.
 * Renders a `<figure>`.
 *
 * @selector [data-slot="resource-preview-binary"]
 * @selector [data-reason="unknown-type" | "not-an-image"]
 */
export function ResourcePreviewBinary({ bytes, mediaType, uri, reason = 'unknown-type', length = 512, ...rest }: ResourcePreviewBinaryProps) {
  const messages = useResourcePreviewMessages();
  const formatters = useFormatters();
  const dump = useMemo(() => hexDump(bytes, { length }), [bytes, length]);
  const shown = Math.min(bytes.length, length);
  return (
    <figure {...rest} data-slot="resource-preview-binary" data-reason={reason}>
      <figcaption>
        {reason === 'not-an-image' ? messages.notAnImage(mediaType ?? '?') : mediaType ? messages.noPreview(mediaType) : messages.unknownType}{' '}
        {dump.truncated ? messages.firstBytes(formatters.number(shown), formatters.number(bytes.length)) : messages.allBytes(formatters.number(bytes.length))}
        {' · '}
        <ResourcePreviewDownload bytes={bytes} mediaType={mediaType ?? 'application/octet-stream'} uri={uri} />
      </figcaption>
      <pre data-slot="resource-preview-hex">
        {dump.rows.map((row) => `${row.offsetLabel}  ${row.hex.padEnd(49)}  ${row.ascii}`).join('\n')}
      </pre>
    </figure>
  );
}
