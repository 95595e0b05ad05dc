export { ResourcePreviewRoot as Root, type ResourcePreviewRootProps as RootProps } from './resource-preview-root.js';
export {
  ResourcePreviewHeader as Header,
  ResourcePreviewTitle as Title,
  ResourcePreviewUri as Uri,
  ResourcePreviewCopyUriButton as CopyUriButton,
  ResourcePreviewMimeType as MimeType,
  ResourcePreviewSize as Size,
  ResourcePreviewLastModified as LastModified,
  ResourcePreviewFreshness as Freshness,
  ResourcePreviewRefreshButton as RefreshButton,
  ResourcePreviewLiveIndicator as LiveIndicator,
  type ResourcePreviewTitleProps as TitleProps,
  type ResourcePreviewCopyUriButtonProps as CopyUriButtonProps,
  type ResourcePreviewRefreshButtonProps as RefreshButtonProps,
} from './resource-preview-header.js';
export { ResourcePreviewLoading as Loading, ResourcePreviewEmpty as Empty, ResourcePreviewError as Error } from './resource-preview-states.js';
export { ResourcePreviewInputForm as InputForm, type ResourcePreviewInputFormProps as InputFormProps } from './resource-preview-input-form.js';
export {
  ResourcePreviewContentList as ContentList,
  ResourcePreviewContentTab as ContentTab,
  ResourcePreviewContentPanel as ContentPanel,
  type ResourcePreviewContentTabProps as ContentTabProps,
} from './resource-preview-contents.js';
export { ResourcePreviewContent as Content, type ResourcePreviewContentProps as ContentProps } from './resource-preview-content.js';
export { ResourcePreviewText as Text, type ResourcePreviewTextProps as TextProps } from './resource-preview-text.js';
export { ResourcePreviewMarkdown as Markdown, type ResourcePreviewMarkdownProps as MarkdownProps } from './resource-preview-markdown.js';
export { ResourcePreviewJson as Json, type ResourcePreviewJsonProps as JsonProps } from './resource-preview-json.js';
export { ResourcePreviewHtml as Html, type ResourcePreviewHtmlProps as HtmlProps } from './resource-preview-html.js';
export { ResourcePreviewApp as App, type ResourcePreviewAppProps as AppProps } from './resource-preview-app.js';
export { ResourcePreviewImage as Image, type ResourcePreviewImageProps as ImageProps } from './resource-preview-image.js';
export { ResourcePreviewMedia as Media, type ResourcePreviewMediaProps as MediaProps } from './resource-preview-media.js';
export { ResourcePreviewPdf as Pdf, type ResourcePreviewPdfProps as PdfProps } from './resource-preview-pdf.js';
export { ResourcePreviewBinary as Binary, type ResourcePreviewBinaryProps as BinaryProps } from './resource-preview-binary.js';
export { ResourcePreviewDownload as Download, type ResourcePreviewDownloadProps as DownloadProps } from './resource-preview-download.js';
