export { connectResourceClient, type ConnectResourceClientOptions } from './client/connect.js';
export { guardAnswerStreams, type BrokenAnswerStream, type BrokenAnswerStreamReason, type GuardAnswerStreamsOptions } from './client/answer-stream-guard.js';
export { DEFAULT_PROBE_TIMEOUT_MS, type ProtocolChoice } from './client/negotiate.js';
export type { TransportChoice } from './client/sse-fallback.js';
export {
  BrowserOAuthProvider,
  createBrowserOAuthProvider,
  type AuthorizationResult,
  type BrowserOAuthProviderOptions,
} from './auth/browser-oauth-provider.js';
export { completeOAuthPopup, OAUTH_CALLBACK_MESSAGE, type OAuthCallbackMessage } from './auth/oauth-popup-callback.js';
export { createMemoryOAuthStore, createWebStorageOAuthStore, type OAuthStore } from './auth/oauth-store.js';
export { needsSignIn, type SignInErrorData } from './auth/sign-in-error.js';
export {
  createResourceClient,
  normalizeCacheHints,
  type CompleteRequest,
  type InputAnswers,
  type InputRequiredRequest,
  type ListAllOptions,
  type ListAllResult,
  type NeedsInputData,
  type ReadOptions,
  type ResourceClient,
  type ResourceClientOptions,
} from './client/resource-client.js';
export { redactCredentials, redactUrl } from './client/redact-url.js';
export { ResourceError, toResourceError, type ResourceErrorKind, type ResourceErrorOptions } from './client/resource-error.js';
export type * from './client/types.js';
export {
  isSameOrSubResource,
  type WatchBackoff,
  type WatchEvent,
  type WatchListener,
  type WatchState,
  type WatchTarget,
} from './client/watch.js';
export { base64ByteLength, decodeBase64, decodeBase64InSlices, encodeBase64, InvalidBase64Error, type DecodeBase64Options } from './content/base64.js';
export { utf8ByteLength } from './content/utf8.js';
export {
  estimateListedTokens,
  estimateReadTokens,
  type EstimateMethod,
  type EstimateOptions,
  type TokenEstimate,
} from './estimate/estimate-tokens.js';
export { estimateImageTokens, IMAGE_MAX_SIDE, IMAGE_PIXELS_PER_TOKEN, MAX_IMAGE_TOKENS } from './estimate/image-tokens.js';
export { estimateTextTokens, estimateTextTokensInSlices, type TextTokenCounter } from './estimate/text-tokens.js';
export { estimateLinkTokens, isMcpAppAttachment, toContentBlocks, type Attachment, type ContentBlockOptions, type ContentBlocksResult } from './content-blocks/to-content-blocks.js';
export * from './uri-template/index.js';
export { keyRange, sameKeys, toggleKey, unionKeys, type SelectionMode } from './selection/selection.js';
export * from './search/index.js';
export { prepareEntries } from './search/prepared-list.js';
export * from './resource-tree/index.js';
export {
  CODE_LANGUAGES,
  chooseRenderer,
  isTextMediaType,
  normalizeMediaType,
  uriExtension,
  type CodeLanguage,
  type ContentKind,
  type RendererChoice,
  type RendererKind,
} from './content/renderer.js';
export { isMcpApp, isMcpAppMimeType, isUiUri, MCP_APP_MIME_TYPE } from './content/mcp-app.js';
export { looksLikeSvg, sniffImageType, sniffMediaType, type ImageMediaType } from './content/sniff.js';
export { readPngDimensions, type PixelDimensions } from './content/png-dimensions.js';
export { decodeUtf8, type DecodedText } from './content/decode-text.js';
export { hexDump, type HexDumpOptions, type HexDumpRow } from './content/hex-dump.js';
export { createLineIndexer, indexLines, type LineIndex, type LineIndexer } from './content/line-index.js';
export { formatJson, type FormatJsonOptions } from './content/json-format.js';
export { markdownLinkTarget, type MarkdownLinkTarget } from './content/markdown-link-target.js';
export { resolveUriReference } from './content/resolve-uri-reference.js';
export {
  parseInline,
  parseMarkdown,
  safeLinkHref,
  type MarkdownBlock,
  type MarkdownInline,
  type ParseMarkdownOptions,
  type TableAlignment,
} from './content/markdown.js';
export {
  describeContent,
  type AppContentView,
  type BinaryContentView,
  type ContentView,
  type ImageContentView,
  type MediaContentView,
  type TextContentView,
} from './content/describe-content.js';
export {
  collectContent,
  parseInputRequests,
  type FieldProblem,
  type InputField,
  type InputOption,
  type InputRequestView,
  type InputValue,
} from './content/input-schema.js';
