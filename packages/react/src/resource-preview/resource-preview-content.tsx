'use client';

import { describeContent, type ResourceContent } from '@mcp-resource-kit/core';
import { useMemo, type ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { displayName } from './names.js';
import { appCspOf } from './app/app-document.js';
import type { AppToolCallHandler } from './app/app-host.js';
import { ResourcePreviewApp } from './resource-preview-app.js';
import { ResourcePreviewBinary } from './resource-preview-binary.js';
import { useOptionalResourcePreview } from './resource-preview-context.js';
import { ResourcePreviewHtml } from './resource-preview-html.js';
import { ResourcePreviewImage } from './resource-preview-image.js';
import { ResourcePreviewJson } from './resource-preview-json.js';
import { ResourcePreviewMarkdown } from './resource-preview-markdown.js';
import { ResourcePreviewMedia } from './resource-preview-media.js';
import { ResourcePreviewPdf } from './resource-preview-pdf.js';
import { ResourcePreviewText } from './resource-preview-text.js';

export interface ResourcePreviewContentProps extends Omit<ComponentProps<'div'>, 'children' | 'content'> {
  /** One content of a read result (`ReadResult.contents[i]`). Works without a Root or a server. */
  content: ResourceContent;
  /** Heading level above this content, for rendered Markdown; the Root's title level by default. */
  headingLevel?: number;
  /** Makes an MCP App's tool calls; the Root's `onAppToolCall` by default. Without one, apps' tool calls are refused. */
  onAppToolCall?: AppToolCallHandler;
}

/**
 * Shows one content with the viewer its type calls for: highlighted text, formatted JSON, rendered
 * Markdown, HTML source, an MCP App (run in a sandbox), an image, audio, video, a PDF or a hex view. Images are checked by their
 * bytes, text-typed blobs decoded as UTF-8. Renders a `<div>` around the viewer.
 *
 * @selector [data-slot="resource-preview-content"]
 * @selector [data-renderer="code" | "markdown" | "json" | "plain" | "html" | "app" | "image" | "audio" | "video" | "pdf" | "binary"]
 * @selector [data-mime-type]
 */
export function ResourcePreviewContent({ content, headingLevel, onAppToolCall, ...rest }: ResourcePreviewContentProps) {
  const messages = useResourcePreviewMessages();
  const preview = useOptionalResourcePreview();
  const view = useMemo(() => describeContent(content), [content]);
  const name = displayName(content.uri);
  const level = headingLevel ?? preview?.headingLevel ?? 2;

  let viewer;
  switch (view.renderer) {
    case 'code':
    case 'plain':
      viewer = <ResourcePreviewText key={content.uri} text={view.text} language={view.language} name={name} />;
      break;
    case 'markdown':
      viewer = <ResourcePreviewMarkdown key={content.uri} text={view.text} name={name} headingLevel={level} baseUri={content.uri} onOpenResource={preview?.openResource} />;
      break;
    case 'json':
      viewer = <ResourcePreviewJson key={content.uri} text={view.text} name={name} />;
      break;
    case 'html':
      viewer = <ResourcePreviewHtml key={content.uri} text={view.text} name={name} />;
      break;
    case 'app':
      viewer = <ResourcePreviewApp key={content.uri} html={view.text} name={name} csp={appCspOf(content._meta)} onToolCall={onAppToolCall ?? preview?.onAppToolCall} />;
      break;
    case 'image':
      viewer = <ResourcePreviewImage bytes={view.bytes} mediaType={view.mediaType} uri={content.uri} dimensions={view.dimensions} />;
      break;
    case 'audio':
    case 'video':
      viewer = <ResourcePreviewMedia kind={view.renderer} bytes={view.bytes} mediaType={view.mediaType} uri={content.uri} />;
      break;
    case 'pdf':
      viewer = <ResourcePreviewPdf bytes={view.bytes} uri={content.uri} />;
      break;
    case 'binary':
      viewer = <ResourcePreviewBinary bytes={view.bytes} mediaType={view.mediaType} uri={content.uri} reason={view.reason} />;
      break;
  }

  return (
    <div {...rest} data-slot="resource-preview-content" data-renderer={view.renderer} data-mime-type={content.mimeType}>
      {'decoding' in view && view.decoding === 'utf-8-lossy' ? <p data-slot="resource-preview-notice">{messages.lossyDecoding}</p> : null}
      {viewer}
    </div>
  );
}
