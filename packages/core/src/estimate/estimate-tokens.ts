import type { ReadResult, Resource, ResourceContent } from '../client/types.js';
import { readPngDimensions } from '../content/png-dimensions.js';
import { isTextMediaType, normalizeMediaType } from '../content/renderer.js';
import { estimateImageTokens, IMAGE_PIXELS_PER_TOKEN, MAX_IMAGE_TOKENS } from './image-tokens.js';
import { estimateTextTokensInSlices, type TextTokenCounter } from './text-tokens.js';

/**
 * How the tokens were counted:
 * - `size`: from the `size` the server listed, before reading (an estimate);
 * - `text`: the text was read and counted, by the heuristic or by `tokenizer`;
 * - `image`: from the image's pixel dimensions;
 * - `binary`: other binary content, as the base64 a model would receive;
 * - `unknown`: nothing to count from (no `size` listed);
 * - `link`: sent as a `resource_link` (an MCP App, for one): the link's own tokens, not the resource's.
 */
export type EstimateMethod = 'size' | 'text' | 'image' | 'binary' | 'unknown' | 'link';

export interface TokenEstimate {
  /** Undefined when there is nothing to estimate from. */
  tokens: number | undefined;
  /** Raw bytes: as listed before reading, as measured after. */
  bytes: number | undefined;
  /** True for anything but an exact tokenizer's count of read text. */
  approximate: boolean;
  /** Read contents were measured; otherwise the numbers come from the listing. */
  measured: boolean;
  method: EstimateMethod;
}

export interface EstimateOptions {
  /**
   * An exact tokenizer for text; the built-in heuristic is used without one, and for a text the
   * tokenizer fails on (the estimate is then marked approximate).
   */
  tokenizer?: TextTokenCounter;
  /** Pixel dimensions of an image content, when the host knows them (e.g. from a decoded `<img>`); PNG headers are read by default. */
  imageDimensions?: (content: ResourceContent) => { width: number; height: number } | undefined;
  signal?: AbortSignal;
}

/** A compressed image holds very roughly two pixels per byte; used only before its dimensions are known. */
const LISTED_IMAGE_PIXELS_PER_BYTE = 2;
/** Base64 turns 3 bytes into 4 characters, and a tokenizer spends about a token per 4 of those. */
const BINARY_BYTES_PER_TOKEN = 3;
const ASCII_BYTES_PER_TOKEN = 4;

/** Text, whatever the server sent it as; SVG counts as text here, since a model reads its markup. */
function isTextual(mimeType: string | undefined): boolean {
  return isTextMediaType(mimeType) || normalizeMediaType(mimeType) === 'image/svg+xml';
}

/**
 * What a listed resource will cost, before it is read: from its `size` and MIME type. Always
 * approximate; `tokens` is undefined when the server listed no `size`.
 */
export function estimateListedTokens(resource: Pick<Resource, 'size' | 'mimeType'>): TokenEstimate {
  const bytes = resource.size;
  if (bytes === undefined) return { tokens: undefined, bytes: undefined, approximate: true, measured: false, method: 'unknown' };
  const mimeType = resource.mimeType;
  let tokens: number;
  if (mimeType?.startsWith('image/') && !mimeType.includes('svg')) {
    tokens = Math.min(MAX_IMAGE_TOKENS, Math.ceil((bytes * LISTED_IMAGE_PIXELS_PER_BYTE) / IMAGE_PIXELS_PER_TOKEN));
  } else if (mimeType === undefined || isTextual(mimeType)) {
    tokens = Math.ceil(bytes / ASCII_BYTES_PER_TOKEN);
  } else {
    tokens = Math.ceil(bytes / BINARY_BYTES_PER_TOKEN);
  }
  return { tokens, bytes, approximate: true, measured: false, method: 'size' };
}

/**
 * What read contents cost: text through `tokenizer` or the heuristic (in slices, so megabytes do
 * not block the page), images from their pixel dimensions, other bytes as base64.
 */
export async function estimateReadTokens(read: Pick<ReadResult, 'contents'>, options: EstimateOptions = {}): Promise<TokenEstimate> {
  let tokens = 0;
  let bytes = 0;
  let approximate = false;
  const methods = new Set<EstimateMethod>();
  for (const content of read.contents) {
    bytes += content.byteLength;
    const estimate = await estimateContentTokens(content, options);
    tokens += estimate.tokens;
    approximate ||= estimate.approximate;
    methods.add(estimate.method);
  }
  const method: EstimateMethod = methods.size === 1 ? [...methods][0]! : methods.has('text') ? 'text' : methods.size === 0 ? 'text' : 'binary';
  return { tokens, bytes, approximate, measured: true, method };
}

async function estimateContentTokens(
  content: ResourceContent,
  { tokenizer, imageDimensions, signal }: EstimateOptions,
): Promise<{ tokens: number; approximate: boolean; method: EstimateMethod }> {
  const text = content.kind === 'text' ? content.text : isTextual(content.mimeType) ? new TextDecoder().decode(content.bytes) : undefined;
  if (text !== undefined) {
    if (tokenizer) {
      const tokens = await countExactly(tokenizer, text);
      if (tokens !== undefined) return { tokens, approximate: false, method: 'text' };
    }
    return { tokens: await estimateTextTokensInSlices(text, signal), approximate: true, method: 'text' };
  }
  if (content.kind === 'blob' && content.mimeType?.startsWith('image/')) {
    const dimensions = imageDimensions?.(content) ?? readPngDimensions(content.bytes);
    if (dimensions) return { tokens: estimateImageTokens(dimensions.width, dimensions.height), approximate: true, method: 'image' };
    return { tokens: MAX_IMAGE_TOKENS, approximate: true, method: 'image' };
  }
  return { tokens: Math.ceil(content.byteLength / BINARY_BYTES_PER_TOKEN), approximate: true, method: 'binary' };
}

/** The tokenizer's count, or undefined when it failed or answered nonsense: an exact count is a bonus, never a reason to lose the estimate. */
async function countExactly(tokenizer: TextTokenCounter, text: string): Promise<number | undefined> {
  try {
    const tokens = await tokenizer.count(text);
    return Number.isSafeInteger(tokens) && tokens >= 0 ? tokens : undefined;
  } catch {
    return undefined;
  }
}
