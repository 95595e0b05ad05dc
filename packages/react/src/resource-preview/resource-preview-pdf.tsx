'use client';

import { useState, type ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { displayName } from './names.js';
import { ResourcePreviewDownload } from './resource-preview-download.js';
import { useObjectUrl } from './use-object-url.js';

export interface ResourcePreviewPdfProps extends Omit<ComponentProps<'div'>, 'children'> {
  bytes: Uint8Array;
  uri: string;
}

/**
 * A PDF as a download, and on request in a frame with `sandbox=""` (browsers whose PDF viewer
 * refuses sandboxed frames show their own notice there; the download always works).
 * Renders a `<div>`.
 *
 * @selector [data-slot="resource-preview-pdf"]
 * @selector [data-framed] the sandboxed frame is shown
 */
export function ResourcePreviewPdf({ bytes, uri, ...rest }: ResourcePreviewPdfProps) {
  const messages = useResourcePreviewMessages();
  const [framed, setFramed] = useState(false);
  const url = useObjectUrl(framed ? bytes : undefined, 'application/pdf');
  return (
    <div {...rest} data-slot="resource-preview-pdf" data-framed={framed || undefined}>
      <p>
        <ResourcePreviewDownload bytes={bytes} mediaType="application/pdf" uri={uri} />{' '}
        {framed ? null : (
          <button type="button" onClick={() => setFramed(true)}>
            {messages.previewPdf}
          </button>
        )}
      </p>
      {framed && url ? <iframe sandbox="" src={url} title={messages.pdfFrameTitle(displayName(uri))} data-slot="resource-preview-frame" /> : null}
    </div>
  );
}
