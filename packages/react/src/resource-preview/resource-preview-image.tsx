'use client';

import type { ImageMediaType, PixelDimensions } from '@mcp-resource-kit/core';
import { useMemo, useState, type ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { displayName } from './names.js';
import { ResourcePreviewDownload } from './resource-preview-download.js';
import { sanitizeSvg } from './sanitize-svg.js';
import { useObjectUrl } from './use-object-url.js';

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
 * references never run or load; SVG is also cleaned of scripts first, in case someone opens the
 * image in a tab of its own. Shows the pixel size and the byte size.
 * Renders a `<figure>`.
 *
 * @selector [data-slot="resource-preview-image"]
 * @selector [data-loaded] the browser decoded the image
 * @selector [data-failed] it could not be decoded
 * @selector [data-width] [data-height] pixel size, once known
 */
export function ResourcePreviewImage({ bytes, mediaType, uri, dimensions, ...rest }: ResourcePreviewImageProps) {
  const messages = useResourcePreviewMessages();
  const formatters = useFormatters();
  const shownBytes = useMemo(() => (mediaType === 'image/svg+xml' ? cleanSvg(bytes) : bytes), [bytes, mediaType]);
  const url = useObjectUrl(shownBytes, mediaType);
  const [decoded, setDecoded] = useState<{ url: string; dimensions: PixelDimensions } | undefined>(undefined);
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const loaded = decoded !== undefined && decoded.url === url;
  const failed = shownBytes === undefined || (failedUrl !== undefined && failedUrl === url);
  const size = loaded ? decoded.dimensions : dimensions;

  return (
    <figure
      {...rest}
      data-slot="resource-preview-image"
      data-loaded={loaded || undefined}
      data-failed={failed || undefined}
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

function cleanSvg(bytes: Uint8Array): Uint8Array | undefined {
  const cleaned = sanitizeSvg(new TextDecoder().decode(bytes));
  return cleaned === undefined ? undefined : new TextEncoder().encode(cleaned);
}
