import { isSpecType } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import type { ResourceContent } from '../client/types.js';
import { estimateLinkTokens, isMcpAppAttachment, toContentBlocks, type Attachment } from './to-content-blocks.js';

const readme: ResourceContent = {
  kind: 'text',
  uri: 'file:///project/README.md',
  mimeType: 'text/markdown',
  text: '# Harbor\nShips things.',
  byteLength: 22,
};
const logo: ResourceContent = {
  kind: 'blob',
  uri: 'file:///project/assets/logo.png',
  mimeType: 'image/png',
  bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]),
  byteLength: 4,
};

const attachments: Attachment[] = [
  { uri: readme.uri, resource: { name: 'README.md', title: 'README', mimeType: 'text/markdown', size: 22 }, read: { contents: [readme] } },
  { uri: logo.uri, resource: { name: 'logo.png', mimeType: 'image/png', size: 4 }, read: { contents: [logo] } },
  { uri: 'file:///project/docs/', resource: { name: 'docs', mimeType: 'inode/directory' } },
];

describe('toContentBlocks', () => {
  it('embeds read text and blobs and links what was not read', () => {
    const { blocks } = toContentBlocks(attachments);
    expect(blocks).toEqual([
      { type: 'resource', resource: { uri: readme.uri, mimeType: 'text/markdown', text: readme.text } },
      { type: 'resource', resource: { uri: logo.uri, mimeType: 'image/png', blob: 'iVBORw==' } },
      { type: 'resource_link', uri: 'file:///project/docs/', name: 'docs', mimeType: 'inode/directory' },
    ]);
  });

  it('produces blocks that are valid MCP content blocks', () => {
    for (const mode of ['embedded', 'link'] as const) {
      for (const block of toContentBlocks(attachments, { mode }).blocks) {
        expect(isSpecType.ContentBlock(block), JSON.stringify(block)).toBe(true);
      }
    }
  });

  it('sends only links in link mode, with the listing metadata', () => {
    const { blocks } = toContentBlocks(attachments, { mode: 'link' });
    expect(blocks[0]).toEqual({
      type: 'resource_link',
      uri: readme.uri,
      name: 'README.md',
      title: 'README',
      mimeType: 'text/markdown',
      size: 22,
    });
    expect(blocks.every((block) => block.type === 'resource_link')).toBe(true);
  });

  it('gives one block per content of a multi-content read', () => {
    const directory: Attachment = { uri: 'file:///project/docs/', read: { contents: [readme, { ...readme, uri: 'file:///project/docs/b.md' }] } };
    expect(toContentBlocks([directory]).blocks).toHaveLength(2);
  });

  it('renders plain text with text inline, binaries described and attribute values escaped', () => {
    const { text } = toContentBlocks([
      ...attachments,
      { uri: 'file:///"quoted"<name>.txt', read: { contents: [{ ...readme, uri: 'file:///"quoted"<name>.txt' }] } },
    ]);
    expect(text).toContain('<resource uri="file:///project/README.md" mimeType="text/markdown">\n# Harbor\nShips things.\n</resource>');
    expect(text).toContain('<resource uri="file:///project/assets/logo.png" mimeType="image/png" bytes="4" binary="omitted" />');
    expect(text).toContain('<resource_link uri="file:///project/docs/" name="docs" mimeType="inode/directory" />');
    expect(text).toContain('uri="file:///&quot;quoted&quot;&lt;name>.txt"');
  });

  it('returns nothing for no attachments', () => {
    expect(toContentBlocks([])).toEqual({ blocks: [], text: '' });
  });
});

describe('MCP Apps in attachments', () => {
  const html = `<!doctype html><script>${'x'.repeat(400_000)}</script>`;
  const app: ResourceContent = { kind: 'text', uri: 'ui://get-time/mcp-app.html', mimeType: 'text/html;profile=mcp-app', text: html, byteLength: html.length };

  it('sends an app as a link, never its HTML, even when it was read and embedding was asked for', () => {
    const attachment: Attachment = { uri: app.uri, resource: { name: 'get-time', mimeType: 'text/html;profile=mcp-app' }, read: { contents: [app] } };
    const { blocks, text } = toContentBlocks([attachment], { mode: 'embedded' });
    expect(blocks).toEqual([{ type: 'resource_link', uri: app.uri, name: 'get-time', mimeType: 'text/html;profile=mcp-app' }]);
    expect(text).not.toContain('xxxx');
    expect(isSpecType.ContentBlock(blocks[0])).toBe(true);
  });

  it('recognises an app by what was read when the listing did not say', () => {
    const unlisted: Attachment = { uri: app.uri, read: { contents: [app] } };
    expect(isMcpAppAttachment(unlisted)).toBe(true);
    expect(toContentBlocks([unlisted]).blocks[0]).toMatchObject({ type: 'resource_link', uri: app.uri });
    expect(isMcpAppAttachment(attachments[0]!)).toBe(false);
  });

  it('costs the tokens of the link, not of the HTML', () => {
    const estimate = estimateLinkTokens({ uri: app.uri, resource: { name: 'get-time', mimeType: 'text/html;profile=mcp-app', size: html.length } });
    expect(estimate.method).toBe('link');
    expect(estimate.tokens).toBeGreaterThan(5);
    expect(estimate.tokens).toBeLessThan(60);
  });
});
