const BASE64_ALPHABET = /^[A-Za-z0-9+/]*$/;
const ASCII_WHITESPACE = /[\t\n\f\r ]+/g;
const HAS_ASCII_WHITESPACE = /[\t\n\f\r ]/;
/** Characters of base64 decoded per task by `decodeBase64InSlices`: a few milliseconds of work on a laptop, 25 on a loaded CI machine. */
const SLICE_LENGTH = 1 << 19;

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
  const compact = HAS_ASCII_WHITESPACE.test(input) ? input.replace(ASCII_WHITESPACE, '') : input;
  const body = compact.replace(/={1,2}$/, '');
  const padding = compact.length - body.length;
  if (!BASE64_ALPHABET.test(body)) {
    const offending = /[^A-Za-z0-9+/]/.exec(body);
    throw new InvalidBase64Error(`unexpected character ${JSON.stringify(offending?.[0] ?? '')} at ${offending?.index ?? 0}`);
  }
  if (body.length % 4 === 1) throw new InvalidBase64Error('its length leaves a dangling character');
  if (padding > 0 && compact.length % 4 !== 0) throw new InvalidBase64Error('padding does not complete a 4-character group');

  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  return bytes.subarray(0, decodeInto(bytes, 0, body));
}

export interface DecodeBase64Options {
  /** Stops the decoding between slices; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * `decodeBase64` for large inputs, in slices of about a megabyte with a yield to the page between
 * them, so that a 50 MB blob never blocks the main thread for more than one slice. Accepts and
 * rejects exactly what `decodeBase64` does, with the same messages and positions. An input of one
 * slice or less is decoded at once.
 */
export async function decodeBase64InSlices(input: string, { signal }: DecodeBase64Options = {}): Promise<Uint8Array> {
  const bytes = new Uint8Array(Math.floor((input.length * 3) / 4));
  let written = 0;
  /** Base64 characters (whitespace removed) checked and decoded so far; error positions count from here. */
  let consumed = 0;
  let carry = '';
  for (let start = 0; start < input.length; start += SLICE_LENGTH) {
    if (start > 0) {
      await yieldToPage();
      signal?.throwIfAborted();
    }
    const last = start + SLICE_LENGTH >= input.length;
    let raw = input.slice(start, start + SLICE_LENGTH);
    if (HAS_ASCII_WHITESPACE.test(raw)) raw = raw.replace(ASCII_WHITESPACE, '');
    const compact = carry + raw;
    // Padding is only valid at the very end, which a later slice may still be part of.
    const body = last ? compact.replace(/={1,2}$/, '') : compact.replace(/=+$/, '');
    if (!BASE64_ALPHABET.test(body)) {
      const offending = /[^A-Za-z0-9+/]/.exec(body);
      throw new InvalidBase64Error(`unexpected character ${JSON.stringify(offending?.[0] ?? '')} at ${consumed + (offending?.index ?? 0)}`);
    }
    if (last) {
      if ((consumed + body.length) % 4 === 1) throw new InvalidBase64Error('its length leaves a dangling character');
      if (compact.length > body.length && (consumed + compact.length) % 4 !== 0) throw new InvalidBase64Error('padding does not complete a 4-character group');
      written += decodeInto(bytes, written, body);
      break;
    }
    const whole = body.length - (body.length % 4);
    carry = compact.slice(whole);
    written += decodeInto(bytes, written, body.slice(0, whole));
    consumed += whole;
  }
  return bytes.subarray(0, written);
}

interface Base64Target {
  setFromBase64?: (input: string) => { read: number; written: number };
}

/** Decodes valid, unpadded base64 into `bytes` at `offset`; returns the number of bytes written. */
function decodeInto(bytes: Uint8Array, offset: number, base64: string): number {
  const target = bytes.subarray(offset) as Uint8Array & Base64Target;
  // Native where the browser has it (Uint8Array.prototype.setFromBase64): several times faster than atob.
  if (typeof target.setFromBase64 === 'function') return target.setFromBase64(base64).written;
  const binary = atob(base64);
  for (let index = 0; index < binary.length; index += 1) target[index] = binary.charCodeAt(index);
  return binary.length;
}

/** Lets the page handle input and paint: `scheduler.yield()` where there is one, a macrotask elsewhere. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
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
