export * as ResourcePreview from './index.parts.js';
export type { ResourcePreviewRootProps, ResourcePreviewRootState } from './resource-preview-root.js';
export type { ResourcePreviewCopyUriButtonProps } from './resource-preview-copy-uri-button.js';
export type { ResourcePreviewRefreshButtonProps } from './resource-preview-refresh-button.js';
export type { ResourcePreviewTitleProps } from './resource-preview-title.js';
export type { ResourcePreviewInputFormProps } from './resource-preview-input-form.js';
export type { ResourcePreviewContentTabProps } from './resource-preview-content-tab.js';
export type { ResourcePreviewContentProps } from './resource-preview-content.js';
export type { ResourcePreviewTextProps } from './resource-preview-text.js';
export type { MarkdownView, ResourcePreviewMarkdownProps } from './resource-preview-markdown.js';
export type { JsonView, ResourcePreviewJsonProps } from './resource-preview-json.js';
export type { HtmlView, ResourcePreviewHtmlProps } from './resource-preview-html.js';
export type { AppStatus, AppToolCall, AppToolCallHandler, AppToolResult, AppView, ResourcePreviewAppProps } from './resource-preview-app.js';
export type { ResourcePreviewImageProps } from './resource-preview-image.js';
export type { ResourcePreviewMediaProps } from './resource-preview-media.js';
export type { ResourcePreviewPdfProps } from './resource-preview-pdf.js';
export type { ResourcePreviewBinaryProps } from './resource-preview-binary.js';
export type { ResourcePreviewDownloadProps } from './resource-preview-download.js';
export {
  useResourcePreview,
  type ResourcePreviewInputRound,
  type ResourcePreviewState,
  type ResourcePreviewStatus,
} from './resource-preview-context.js';
export { resourcePreviewMessages, type ResourcePreviewMessages } from './messages.js';
export { parseInputRequests, collectContent, type InputField, type InputOption, type InputRequestView, type InputValue, type FieldProblem } from '@mcp-resource-kit/core';
