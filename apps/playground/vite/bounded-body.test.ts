import { describe, expect, it } from 'vitest';
import { parseByteSize } from './bounded-body.ts';

describe('parseByteSize (PLAYGROUND_PROXY_MAX_BODY)', () => {
  it('reads bytes and binary units', () => {
    expect(parseByteSize('1048576')).toBe(1048576);
    expect(parseByteSize('32MiB')).toBe(32 * 1024 * 1024);
    expect(parseByteSize(' 512 kib ')).toBe(512 * 1024);
    expect(parseByteSize('1GiB')).toBe(1024 ** 3);
  });

  it('fails on anything else, naming the setting', () => {
    expect(() => parseByteSize('32MB')).toThrow(/PLAYGROUND_PROXY_MAX_BODY must be a whole number of bytes/);
    expect(() => parseByteSize('-1')).toThrow(/PLAYGROUND_PROXY_MAX_BODY/);
    expect(() => parseByteSize('0')).toThrow(/more than 0 bytes/);
  });
});

