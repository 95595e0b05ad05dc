import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sniffImageType, sniffMediaType } from './sniff.js';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((character) => character.charCodeAt(0)) : [value])));

describe('sniffImageType', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'image/gif'],
    ['GIF89a', bytes('GIF89a', 1, 0, 1, 0), 'image/gif'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['AVIF (major brand)', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0, 'avifmif1miaf'), 'image/avif'],
    ['AVIF (compatible brand)', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'mif1avif'), 'image/avif'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])('recognises %s', (_, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });

  it.each([
    ['empty bytes', bytes()],
    ['text', bytes('hello, world')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['an MP4 (ftyp, but not AVIF)', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 2, 0, 'isomiso2')],
    ['RIFF that is WAV', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['HTML', bytes('<!doctype html><html><svg></svg></html>')],
  ])('does not mistake %s for an image', (_, input) => {
    expect(sniffImageType(input)).toBeUndefined();
  });

  it('recognises PDFs separately', () => {
    expect(sniffMediaType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffImageType(bytes('%PDF-1.7\n'))).toBeUndefined();
  });
});

describe('looksLikeSvg', () => {
  it.each([
    '<svg></svg>',
    '\uFEFF  <?xml version="1.0"?>\n<!-- made by hand -->\n<svg viewBox="0 0 1 1"/>',
    '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>',
    '<!DOCTYPE svg [ <!ENTITY a "b"> ]><svg>',
  ])('accepts %j', (text) => {
    expect(looksLikeSvg(text)).toBe(true);
  });

  it.each(['', 'svg', '<html><svg></svg></html>', '<svgx>', '<!-- unterminated <svg>', `${' '.repeat(5000)}<svg/>`])('rejects %j', (text) => {
    expect(looksLikeSvg(text)).toBe(false);
  });
});
