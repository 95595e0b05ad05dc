/** The image formats a preview shows in an `<img>`. */
export type ImageMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif' | 'image/svg+xml';

const SVG_SNIFF_CHARACTERS = 4096;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  for (let index = 0; index < signature.length; index += 1) {
    if (bytes[offset + index] !== signature[index]) return false;
  }
  return true;
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const FTYP = ascii('ftyp');
const PDF = ascii('%PDF-');
const AVIF_BRANDS = ['avif', 'avis'];

function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, FTYP, 4) || bytes.length < 16) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  // The major brand, then the compatible brands, four bytes each, up to the end of the ftyp box.
  const end = Math.min(boxSize, bytes.length, 256);
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    const brand = String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
    if (AVIF_BRANDS.includes(brand)) return true;
  }
  return false;
}

/**
 * Whether `text` starts like an SVG document: after an optional BOM, XML declaration, comments and
 * doctype, the first element is `<svg`. Only the first few kilobytes are looked at.
 */
export function looksLikeSvg(text: string): boolean {
  let rest = text.slice(0, SVG_SNIFF_CHARACTERS).replace(/^\uFEFF/, '');
  for (let guard = 0; guard < 64; guard += 1) {
    rest = rest.trimStart();
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      if (end < 0) return false;
      rest = rest.slice(end + 3);
    } else if (/^<!doctype/i.test(rest)) {
      const subset = rest.indexOf('[');
      const close = rest.indexOf('>');
      const end = subset >= 0 && subset < close ? rest.indexOf(']>', subset) + 1 : close;
      if (end <= 0) return false;
      rest = rest.slice(end + 1);
    } else {
      return /^<(?:svg:)?svg[\s/>]/.test(rest);
    }
  }
  return false;
}

/** The image format of `bytes` from their magic numbers, whatever the server called them. */
export function sniffImageType(bytes: Uint8Array): ImageMediaType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (bytes.length > 0) {
    const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SVG_SNIFF_CHARACTERS));
    if (looksLikeSvg(head)) return 'image/svg+xml';
  }
  return undefined;
}

/** An image type, or `application/pdf`, recognised from `bytes`; `undefined` when nothing matches. */
export function sniffMediaType(bytes: Uint8Array): ImageMediaType | 'application/pdf' | undefined {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return sniffImageType(bytes);
}
