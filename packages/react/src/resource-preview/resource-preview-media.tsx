'use client';

import { useState, type ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { ResourcePreviewDownload } from './resource-preview-download.js';
import { useObjectUrl } from './use-object-url.js';

export interface ResourcePreviewMediaProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** `audio` or `video`. */
  kind: 'audio' | 'video';
  bytes: Uint8Array;
  mediaType: string;
  uri: string;
}

/**
 * Audio or video with the browser's own controls, through an object URL revoked on unmount; a
 * download when the browser cannot play it. Renders a `<figure>`.
 *
 * @selector [data-slot="resource-preview-media"]
 * @selector [data-kind="audio" | "video"]
 * @selector [data-failed] the browser cannot play it
 */
export function ResourcePreviewMedia({ kind, bytes, mediaType, uri, ...rest }: ResourcePreviewMediaProps) {
  const messages = useResourcePreviewMessages();
  const url = useObjectUrl(bytes, mediaType);
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const failed = url !== undefined && failedUrl === url;
  const Media = kind;
  return (
    <figure {...rest} data-slot="resource-preview-media" data-kind={kind} data-failed={failed || undefined} data-mime-type={mediaType}>
      {url && !failed ? <Media src={url} controls preload="metadata" onError={() => setFailedUrl(url)} /> : null}
      <figcaption>
        {failed ? <span role="alert">{messages.mediaFailed} </span> : null}
        <ResourcePreviewDownload bytes={bytes} mediaType={mediaType} uri={uri} />
      </figcaption>
    </figure>
  );
}
