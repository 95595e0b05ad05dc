import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import type { ResourceClient } from '../client/resource-client.js';
import type { BlobResourceContent, ResourceContent } from '../client/types.js';
import { describeContent } from './describe-content.js';

const blob = (bytes: Uint8Array, mimeType: string | undefined, uri = 'demo://blob'): BlobResourceContent => ({ kind: 'blob', uri, mimeType, bytes, byteLength: bytes.length });
const encode = (text: string) => new TextEncoder().encode(text);

describe('describeContent on the demo catalog', () => {
  const server = createDemoServer();
  let client: ResourceClient;
  beforeAll(async () => {
    client = await connectInEra(server, 'modern');
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  const read = async (uri: string): Promise<ResourceContent[]> => (await client.readResource(uri)).contents;

  it('shows the PNG as an image with the dimensions from its header', async () => {
    const [content] = await read(DEMO_URIS.png);
    expect(describeContent(content!)).toMatchObject({ renderer: 'image', mediaType: 'image/png', dimensions: { width: 64, height: 48 } });
  });

  it('shows the SVG text as an image, as bytes for an <img>', async () => {
    const [content] = await read(DEMO_URIS.svg);
    const view = describeContent(content!);
    expect(view).toMatchObject({ renderer: 'image', mediaType: 'image/svg+xml', dimensions: undefined });
    if (view.renderer !== 'image') throw new Error('expected an image');
    expect(new TextDecoder().decode(view.bytes)).toContain('<svg');
  });

  it('describes every content of the directory read', async () => {
    const views = (await read(DEMO_URIS.directory)).map(describeContent);
    expect(views.map((view) => view.renderer)).toEqual(['markdown', 'markdown', 'markdown', 'markdown', 'pdf']);
  });

  it.each([
    [DEMO_URIS.typescript, 'code', 'typescript'],
    [DEMO_URIS.packageJson, 'json', 'json'],
    [DEMO_URIS.continuousIntegration, 'code', 'yaml'],
    [DEMO_URIS.stylesheet, 'code', 'css'],
    [DEMO_URIS.schema, 'code', 'sql'],
    [DEMO_URIS.csv, 'plain', undefined],
    [DEMO_URIS.log, 'plain', undefined],
    [DEMO_URIS.readme, 'markdown', 'markdown'],
  ])('shows %s as %s (%s)', async (uri, renderer, language) => {
    const [content] = await read(uri);
    expect(describeContent(content!)).toMatchObject({ renderer, language, decoding: 'text' });
  });

  it('plays the WAV', async () => {
    const [content] = await read(DEMO_URIS.audio);
    expect(describeContent(content!)).toMatchObject({ renderer: 'audio', mediaType: 'audio/wav' });
  });
});

describe('describeContent on crafted blobs', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0]);

  it('trusts the bytes over the label for images', () => {
    expect(describeContent(blob(png, 'image/jpeg'))).toMatchObject({ renderer: 'image', mediaType: 'image/png', dimensions: { width: 2, height: 3 } });
    expect(describeContent(blob(png, 'application/octet-stream'))).toMatchObject({ renderer: 'image', mediaType: 'image/png' });
    expect(describeContent(blob(encode('<html><script>alert(1)</script>'), 'image/png'))).toMatchObject({ renderer: 'binary', reason: 'not-an-image' });
  });

  it('never turns an unlabelled blob into an SVG image', () => {
    expect(describeContent(blob(encode('<svg onload="alert(1)"/>'), 'application/octet-stream'))).toMatchObject({ renderer: 'binary', reason: 'unknown-type' });
  });

  it('decodes text-typed blobs as UTF-8, flagging invalid bytes', () => {
    expect(describeContent(blob(encode('{"a":1}'), 'application/json'))).toMatchObject({ renderer: 'json', text: '{"a":1}', decoding: 'utf-8' });
    expect(describeContent(blob(Uint8Array.from([0x68, 0x69, 0xff]), 'text/plain'))).toMatchObject({ renderer: 'plain', text: 'hi\uFFFD', decoding: 'utf-8-lossy' });
    expect(describeContent(blob(encode('export {}'), undefined, 'file:///a.ts'))).toMatchObject({ renderer: 'code', language: 'typescript', decoding: 'utf-8' });
  });

  it('recognises PDFs and refuses fake ones', () => {
    expect(describeContent(blob(encode('%PDF-1.4\n'), 'application/octet-stream'))).toMatchObject({ renderer: 'pdf' });
    expect(describeContent(blob(encode('not a pdf'), 'application/pdf'))).toMatchObject({ renderer: 'binary', reason: 'unknown-type' });
  });

  it('shows unknown binaries as binary', () => {
    expect(describeContent(blob(Uint8Array.from([0, 1, 2]), 'application/zip'))).toMatchObject({ renderer: 'binary', mediaType: 'application/zip', reason: 'unknown-type' });
  });

  it('shows SVG-labelled text that is not SVG as source', () => {
    expect(describeContent({ kind: 'text', uri: 'demo://x', mimeType: 'image/svg+xml', text: '<html/>', byteLength: 7 })).toMatchObject({ renderer: 'code', language: 'xml' });
  });
});
