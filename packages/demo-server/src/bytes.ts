const textEncoder = new TextEncoder();

export function utf8Bytes(text: string): Uint8Array {
  return textEncoder.encode(text);
}

/** `Resource.size` of a text resource: its UTF-8 byte length, not its UTF-16 length. */
export function utf8ByteLength(text: string): number {
  return textEncoder.encode(text).byteLength;
}

export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index) & 0xff;
  return bytes;
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

// btoa() exists in browsers and in Node ≥ 16, unlike Buffer; chunking keeps the spread argument list short.
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.byteLength; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export function encodeBase64Text(text: string): string {
  return encodeBase64(utf8Bytes(text));
}
