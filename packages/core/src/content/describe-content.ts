import type { ResourceContent } from '../client/types.js';
import { decodeUtf8 } from './decode-text.js';
import { readPngDimensions, type PixelDimensions } from './png-dimensions.js';
import { chooseRenderer, type CodeLanguage } from './renderer.js';
import { isMcpApp } from './mcp-app.js';
import { looksLikeSvg, sniffMediaType, type ImageMediaType } from './sniff.js';

/** A content as text: source code, Markdown, JSON, HTML source or plain text. */
export interface TextContentView {
  renderer: 'code' | 'markdown' | 'json' | 'html' | 'plain';
  language: CodeLanguage | undefined;
  text: string;
  mediaType: string | undefined;
  /** `text`: sent as text; `utf-8`: decoded from a blob; `utf-8-lossy`: decoded, with invalid bytes replaced. */
  decoding: 'text' | 'utf-8' | 'utf-8-lossy';
}

/** A content to show as an image. SVG comes as its bytes too, to be shown only through `<img>`. */
export interface ImageContentView {
  renderer: 'image';
  /** The format the bytes really have, which may differ from what the server said. */
  mediaType: ImageMediaType;
  bytes: Uint8Array;
  /** From the PNG header, when the image is a PNG; other formats are measured once the browser decodes them. */
  dimensions: PixelDimensions | undefined;
}

/** A content to play or to show in a sandboxed frame. */
export interface MediaContentView {
  renderer: 'audio' | 'video' | 'pdf';
  mediaType: string;
  bytes: Uint8Array;
}

/** A content the preview cannot show: a hex view and a download. */
export interface BinaryContentView {
  renderer: 'binary';
  mediaType: string | undefined;
  bytes: Uint8Array;
  /** `unknown-type`: nothing says what it is; `not-an-image`: labelled as an image, but the bytes are not one. */
  reason: 'unknown-type' | 'not-an-image';
}

/** An MCP App's HTML: a view to run in a sandbox with the MCP Apps host bridge, not source to read. */
export interface AppContentView {
  renderer: 'app';
  /** The app's HTML document. */
  text: string;
  mediaType: string | undefined;
  /** `text`: sent as text; `utf-8`: decoded from a blob; `utf-8-lossy`: decoded, with invalid bytes replaced. */
  decoding: 'text' | 'utf-8' | 'utf-8-lossy';
}

/** How to show one content, with its text decoded and its image format checked. */
export type ContentView = TextContentView | AppContentView | ImageContentView | MediaContentView | BinaryContentView;

/**
 * Decides how to show one content of a read result: renderer and language from the MIME type and
 * the URI's extension, images confirmed by their magic bytes (a mislabelled or hostile "image"
 * becomes a hex view), text-typed blobs decoded as UTF-8. MCP Apps (`text/html;profile=mcp-app`, or
 * HTML under `ui://`) are `app`, not HTML source.
 */
export function describeContent(content: ResourceContent): ContentView {
  if (isMcpApp(content)) {
    const mediaType = content.mimeType?.split(';', 1)[0]!.trim().toLowerCase();
    if (content.kind === 'text') return { renderer: 'app', text: content.text, mediaType, decoding: 'text' };
    const decoded = decodeUtf8(content.bytes);
    return { renderer: 'app', text: decoded.text, mediaType, decoding: decoded.valid ? 'utf-8' : 'utf-8-lossy' };
  }
  const choice = chooseRenderer({ mimeType: content.mimeType, uri: content.uri, kind: content.kind });

  if (content.kind === 'text') {
    if (choice.renderer === 'image') {
      if (looksLikeSvg(content.text)) {
        return { renderer: 'image', mediaType: 'image/svg+xml', bytes: new TextEncoder().encode(content.text), dimensions: undefined };
      }
      return { renderer: 'code', language: 'xml', text: content.text, mediaType: choice.mediaType, decoding: 'text' };
    }
    const renderer = choice.renderer === 'code' || choice.renderer === 'markdown' || choice.renderer === 'json' || choice.renderer === 'html' ? choice.renderer : 'plain';
    return { renderer, language: choice.language, text: content.text, mediaType: choice.mediaType, decoding: 'text' };
  }

  const { bytes } = content;
  const sniffed = sniffMediaType(bytes);
  switch (choice.renderer) {
    case 'image':
      if (sniffed !== undefined && sniffed !== 'application/pdf') {
        return { renderer: 'image', mediaType: sniffed, bytes, dimensions: sniffed === 'image/png' ? readPngDimensions(bytes) : undefined };
      }
      return { renderer: 'binary', mediaType: choice.mediaType, bytes, reason: 'not-an-image' };
    case 'audio':
    case 'video':
      return { renderer: choice.renderer, mediaType: choice.mediaType ?? 'application/octet-stream', bytes };
    case 'pdf':
      if (sniffed === 'application/pdf') return { renderer: 'pdf', mediaType: 'application/pdf', bytes };
      return { renderer: 'binary', mediaType: choice.mediaType, bytes, reason: 'unknown-type' };
    case 'binary':
      if (sniffed === 'application/pdf') return { renderer: 'pdf', mediaType: sniffed, bytes };
      if (sniffed !== undefined && sniffed !== 'image/svg+xml') {
        return { renderer: 'image', mediaType: sniffed, bytes, dimensions: sniffed === 'image/png' ? readPngDimensions(bytes) : undefined };
      }
      return { renderer: 'binary', mediaType: choice.mediaType, bytes, reason: 'unknown-type' };
    default: {
      // A text-typed blob (text/*, JSON, XML…): shown as the text it is.
      const decoded = decodeUtf8(bytes);
      return {
        renderer: choice.renderer,
        language: choice.language,
        text: decoded.text,
        mediaType: choice.mediaType,
        decoding: decoded.valid ? 'utf-8' : 'utf-8-lossy',
      };
    }
  }
}
