const BASE64_ALPHABET = /^[A-Za-z0-9+/]*$/;
const ASCII_WHITESPACE = /[\t\n\f\r ]+/g;

/** Thrown by `decodeBase64` for input that is not RFC 4648 base64. */
export class InvalidBase64Error extends Error {
  constructor(reason: string) {
    super(`Invalid base64: ${reason}`);
    this.name = 'InvalidBase64Error';
  }
}

/**
 * Decodes standard base64 (RFC 4648 §4) into bytes. Line breaks and spaces are tolerated, as MIME
 * encoders insert them; anything else outside the alphabet, misplaced padding or a dangling
 * character is rejected rather than silently decoded into garbage.
 */
export function decodeBase64(input: string): Uint8Array {
  const compact = input.replace(ASCII_WHITESPACE, '');
  const body = compact.replace(/={1,2}$/, '');
  const padding = compact.length - body.length;
  if (!BASE64_ALPHABET.test(body)) {
    const offending = /[^A-Za-z0-9+/]/.exec(body);
    throw new InvalidBase64Error(`unexpected character ${JSON.stringify(offending?.[0] ?? '')} at ${offending?.index ?? 0}`);
  }
  if (body.length % 4 === 1) throw new InvalidBase64Error('its length leaves a dangling character');
  if (padding > 0 && compact.length % 4 !== 0) throw new InvalidBase64Error('padding does not complete a 4-character group');

  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Encodes bytes as standard, padded base64. */
export function encodeBase64(bytes: Uint8Array): string {
  const chunkSize = 0x8000;
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunkSize));
  }
  return btoa(binary);
}

/** The number of raw bytes a base64 string decodes to, without decoding it. */
export function base64ByteLength(input: string): number {
  const compact = input.replace(ASCII_WHITESPACE, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return Math.floor((compact.length * 3) / 4) - padding;
}
