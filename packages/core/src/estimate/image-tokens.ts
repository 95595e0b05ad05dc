/** The longest side an image is scaled down to before a model sees it. */
export const IMAGE_MAX_SIDE = 1568;
/** Pixels per token: a model spends about one token per 750 pixels of a (scaled) image. */
export const IMAGE_PIXELS_PER_TOKEN = 750;
/** Images are also scaled down until they cost at most this many tokens (about 1.2 megapixels). */
export const MAX_IMAGE_TOKENS = 1600;

/**
 * Tokens an image of `width` × `height` pixels costs, by the formula Anthropic documents for
 * Claude: the image is scaled down (keeping its aspect ratio) until its longer side is at most
 * 1,568 px and it has at most 1,600 × 750 pixels, then costs one token per 750 pixels. Other
 * providers land within a factor of two for typical sizes.
 */
export function estimateImageTokens(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 0;
  const sideScale = Math.min(1, IMAGE_MAX_SIDE / Math.max(width, height));
  const pixels = width * height * sideScale * sideScale;
  return Math.min(MAX_IMAGE_TOKENS, Math.ceil(pixels / IMAGE_PIXELS_PER_TOKEN));
}
