export { connectResourceClient, type ConnectResourceClientOptions } from './client/connect';
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
} from './client/resource-client';
export { ResourceError, toResourceError, type ResourceErrorKind, type ResourceErrorOptions } from './client/resource-error';
export type * from './client/types';
export {
  isSameOrSubResource,
  type WatchBackoff,
  type WatchEvent,
  type WatchListener,
  type WatchState,
  type WatchTarget,
} from './client/watch';
export { base64ByteLength, decodeBase64, encodeBase64, InvalidBase64Error } from './content/base64';
export { utf8ByteLength } from './content/utf8';
