import { asciiBytes, concatBytes } from './bytes.js';

/**
 * A tiny PNG encoder (8-bit RGBA, no filtering) whose zlib stream uses stored deflate blocks. It
 * avoids node:zlib so the demo server also runs in a browser page, and the images are small
 * enough that the missing compression does not matter.
 */
export type RgbaPixel = readonly [red: number, green: number, blue: number, alpha: number];

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_STORED_BLOCK = 0xffff;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let index = 0; index < 256; index++) {
    let value = index;
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    table[index] = value >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function adler32(bytes: Uint8Array): number {
  let low = 1;
  let high = 0;
  for (const byte of bytes) {
    low = (low + byte) % 65_521;
    high = (high + low) % 65_521;
  }
  return ((high << 16) | low) >>> 0;
}

function uint32BigEndian(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0);
  return bytes;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concatBytes([asciiBytes(type), data]);
  return concatBytes([uint32BigEndian(data.byteLength), typeAndData, uint32BigEndian(crc32(typeAndData))]);
}

export function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  let offset = 0;
  do {
    const length = Math.min(MAX_STORED_BLOCK, data.byteLength - offset);
    const isFinal = offset + length >= data.byteLength;
    const header = new Uint8Array(5);
    header[0] = isFinal ? 1 : 0;
    header[1] = length & 0xff;
    header[2] = length >>> 8;
    header[3] = ~length & 0xff;
    header[4] = (~length >>> 8) & 0xff;
    parts.push(header, data.subarray(offset, offset + length));
    offset += length;
  } while (offset < data.byteLength);
  parts.push(uint32BigEndian(adler32(data)));
  return concatBytes(parts);
}

export function encodePng(width: number, height: number, pixelAt: (x: number, y: number) => RgbaPixel): Uint8Array {
  const rowLength = width * 4 + 1;
  const raw = new Uint8Array(rowLength * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0; // filter type "None"
    for (let x = 0; x < width; x++) {
      const [red, green, blue, alpha] = pixelAt(x, y);
      raw.set([red, green, blue, alpha], y * rowLength + 1 + x * 4);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, adaptive filtering, no interlace
  return concatBytes([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlibStored(raw)), chunk('IEND', new Uint8Array())]);
}
