'use client';

import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useResourcePreviewMessages } from './messages.js';
import { downloadName } from './names.js';
import { useObjectUrl } from './use-object-url.js';

export interface ResourcePreviewDownloadProps extends Omit<ComponentProps<'a'>, 'href' | 'download'>, PartRenderProps<'a', { name: string }> {
  bytes: Uint8Array;
  mediaType: string;
  /** The content's URI: its last segment names the file. */
  uri: string;
}

/**
 * A link that saves the bytes as a file, through an object URL revoked on unmount. The file name
 * comes from the URI, cleaned of path separators and reserved characters.
 * Renders an `<a download>`; nothing until the object URL exists.
 *
 * @selector [data-slot="resource-preview-download"]
 */
export function ResourcePreviewDownload({ bytes, mediaType, uri, children, render, ...rest }: ResourcePreviewDownloadProps) {
  const messages = useResourcePreviewMessages();
  const url = useObjectUrl(bytes, downloadType(mediaType));
  if (!url) return null;
  const name = downloadName(uri);
  return renderElement(
    <a {...rest} href={url} download={name} data-slot="resource-preview-download">
      {children ?? messages.download(name)}
    </a>,
    render,
    { name },
  );
}

/**
 * An object URL is of this page's origin: opened in a tab, HTML, SVG or XML from a server would run
 * as this page. Only types a browser shows inertly keep their type; the rest download as bytes.
 */
function downloadType(mediaType: string): string {
  const essence = mediaType.split(';', 1)[0]!.trim().toLowerCase();
  if (/^(image\/(png|jpeg|gif|webp|avif)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|application\/pdf|text\/plain)$/.test(essence)) return essence;
  return 'application/octet-stream';
}
