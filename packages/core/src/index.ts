export { connectResourceClient, type ConnectResourceClientOptions } from './client/connect.js';
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
export { base64ByteLength, decodeBase64, encodeBase64, InvalidBase64Error } from './content/base64.js';
export { utf8ByteLength } from './content/utf8.js';
export {
  estimateListedTokens,
  estimateReadTokens,
  isTextualMimeType,
  type EstimateMethod,
  type EstimateOptions,
  type TokenEstimate,
} from './estimate/estimate-tokens.js';
export { estimateImageTokens, IMAGE_MAX_SIDE, IMAGE_PIXELS_PER_TOKEN, MAX_IMAGE_TOKENS } from './estimate/image-tokens.js';
export { estimateTextTokens, estimateTextTokensInSlices, type TextTokenCounter } from './estimate/text-tokens.js';
export { toContentBlocks, type Attachment, type ContentBlockOptions, type ContentBlocksResult } from './content-blocks/to-content-blocks.js';
