import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { encodeBase64 } from './bytes.js';
import { createInvoicePdf, createLogoPng, createNotificationWav, LOGO_HEIGHT, LOGO_WIDTH } from './demo-media.js';
import { crc32 } from './png-encoder.js';

describe('PNG encoder', () => {
  test('writes a valid PNG: signature, chunk CRCs, inflatable IDAT of the right size', () => {
    const png = Buffer.from(createLogoPng());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks: { type: string; data: Buffer }[] = [];
    for (let offset = 8; offset < png.length; ) {
      const length = png.readUInt32BE(offset);
      const type = png.subarray(offset + 4, offset + 8).toString('ascii');
      const data = png.subarray(offset + 8, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
      chunks.push({ type, data });
      offset += 12 + length;
    }
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([LOGO_WIDTH, LOGO_HEIGHT, 8, 6]);
    const pixels = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(pixels.length).toBe(LOGO_HEIGHT * (LOGO_WIDTH * 4 + 1));
    expect(pixels[4]).toBe(0); // top-left pixel is transparent
  });

  test('crc32 matches the reference value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('other media', () => {
  test('WAV has a consistent RIFF header', () => {
    const wav = Buffer.from(createNotificationWav());
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.subarray(8, 16).toString('ascii')).toBe('WAVEfmt ');
    expect(wav.readUInt32LE(24)).toBe(8_000);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });

  test('PDF cross-reference offsets point at their objects', () => {
    const pdf = Buffer.from(createInvoicePdf()).toString('latin1');
    const startXref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startXref, startXref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startXref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  test('encodeBase64 agrees with Buffer', () => {
    const bytes = createNotificationWav();
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
