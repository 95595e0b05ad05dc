'use client';

import type { ImageMediaType, PixelDimensions } from '@mcp-resource-kit/core';
import { useState, type ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { displayName } from './names.js';
import { ResourcePreviewDownload } from './resource-preview-download.js';
import { useObjectUrl } from './use-object-url.js';
import { useSanitizedSvg } from './use-sanitized-svg.js';

export interface ResourcePreviewImageProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The image's bytes; SVG as its UTF-8 text. */
  bytes: Uint8Array;
  /** The format the bytes really have (sniffed), which sets the Blob's type. */
  mediaType: ImageMediaType;
  uri: string;
  /** Known before decoding (from a PNG header); replaced by the decoded size once the image loads. */
  dimensions?: PixelDimensions | undefined;
}

/**
 * An image through an object URL in an `<img>`: SVG too (never inline), so its scripts and external
 * references never run or load; SVG is also cleaned first (scripts and every outside reference
 * removed), in case someone opens the image in a tab of its own. Shows the pixel size and the byte size.
 * Renders a `<figure>`.
 *
 * @selector [data-slot="resource-preview-image"]
 * @selector [data-loaded] the browser decoded the image
 * @selector [data-failed] it could not be decoded
 * @selector [aria-busy] an SVG is still being cleaned
 * @selector [data-width] [data-height] pixel size, once known
 */
export function ResourcePreviewImage({ bytes, mediaType, uri, dimensions, ...rest }: ResourcePreviewImageProps) {
  const messages = useResourcePreviewMessages();
  const formatters = useFormatters();
  const isSvg = mediaType === 'image/svg+xml';
  const svg = useSanitizedSvg(isSvg ? bytes : undefined);
  const shownBytes = !isSvg ? bytes : svg.status === 'clean' ? svg.bytes : undefined;
  const url = useObjectUrl(shownBytes, mediaType);
  const [decoded, setDecoded] = useState<{ url: string; dimensions: PixelDimensions } | undefined>(undefined);
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const loaded = decoded !== undefined && decoded.url === url;
  const failed = (isSvg && svg.status === 'failed') || (failedUrl !== undefined && failedUrl === url);
  const size = loaded ? decoded.dimensions : dimensions;

  return (
    <figure
      {...rest}
      data-slot="resource-preview-image"
      data-loaded={loaded || undefined}
      data-failed={failed || undefined}
      aria-busy={(isSvg && svg.status === 'cleaning') || undefined}
      data-width={size?.width}
      data-height={size?.height}
      data-mime-type={mediaType}
    >
      {url && !failed ? (
        <img
          src={url}
          alt={messages.imageAlt(displayName(uri))}
          width={size?.width}
          height={size?.height}
          decoding="async"
          onLoad={(event) => {
            const image = event.currentTarget;
            setDecoded({ url, dimensions: { width: image.naturalWidth, height: image.naturalHeight } });
          }}
          onError={() => setFailedUrl(url)}
        />
      ) : null}
      <figcaption>
        {failed ? <span role="alert">{messages.imageFailed} </span> : null}
        {size ? <span data-slot="resource-preview-dimensions">{messages.dimensions(formatters.number(size.width), formatters.number(size.height))}</span> : null}
        {size ? ' · ' : null}
        <span>{formatters.bytes(bytes.byteLength)}</span> · <ResourcePreviewDownload bytes={bytes} mediaType={mediaType} uri={uri} />
      </figcaption>
    </figure>
  );
}
