import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { describe, expect, it } from 'vitest';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { readPngDimensions } from './png-dimensions.js';

describe('readPngDimensions', () => {
  it('reads 64×48 from the demo server’s real logo.png', async () => {
    const server = createDemoServer();
    const client = await connectInEra(server, 'modern');
    try {
      const [content] = (await client.readResource(DEMO_URIS.png)).contents;
      if (content?.kind !== 'blob') throw new Error('expected a blob');
      expect(readPngDimensions(content.bytes)).toEqual({ width: 64, height: 48 });
      // The same bytes, seen through a view that does not start at offset 0 of its buffer.
      const padded = new Uint8Array(content.bytes.length + 3);
      padded.set(content.bytes, 3);
      expect(readPngDimensions(padded.subarray(3))).toEqual({ width: 64, height: 48 });
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('rejects what is not a PNG header', () => {
    const header = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(readPngDimensions(header)).toBeUndefined(); // height 0
    header[23] = 2;
    expect(readPngDimensions(header)).toEqual({ width: 256, height: 2 });
    expect(readPngDimensions(header.subarray(0, 20))).toBeUndefined();
    const notIhdr = header.slice();
    notIhdr[12] = 0x41;
    expect(readPngDimensions(notIhdr)).toBeUndefined();
    const jpeg = header.slice();
    jpeg[0] = 0xff;
    expect(readPngDimensions(jpeg)).toBeUndefined();
  });
});
