/** Width and height of an image in pixels. */
export interface PixelDimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];
/** The PNG specification limits both dimensions to 2^31 - 1. */
const MAX_DIMENSION = 0x7fffffff;

/**
 * Reads the pixel size from a PNG's header (the IHDR chunk that must come first), without decoding
 * the image. `undefined` when the bytes are not a PNG or the header is broken.
 */
export function readPngDimensions(bytes: Uint8Array): PixelDimensions | undefined {
  if (bytes.length < 24) return undefined;
  for (let index = 0; index < PNG_SIGNATURE.length; index += 1) {
    if (bytes[index] !== PNG_SIGNATURE[index]) return undefined;
  }
  for (let index = 0; index < IHDR.length; index += 1) {
    if (bytes[12 + index] !== IHDR[index]) return undefined;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) return undefined;
  return { width, height };
}
