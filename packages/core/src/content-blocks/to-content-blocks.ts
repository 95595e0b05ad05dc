import type { ContentBlock, EmbeddedResource, ResourceLink } from '@modelcontextprotocol/client';
import type { ReadResult, Resource, ResourceContent } from '../client/types.js';
import { encodeBase64 } from '../content/base64.js';
import { isMcpApp } from '../content/mcp-app.js';
import { estimateTextTokens } from '../estimate/text-tokens.js';
import type { TokenEstimate } from '../estimate/estimate-tokens.js';

/** A resource the user attached: what the listing said of it, and (once read) the exact content read. */
export interface Attachment {
  uri: string;
  /** The listing's metadata: name, title, description, MIME type, size. */
  resource?: Pick<Resource, 'name' | 'title' | 'description' | 'mimeType' | 'size' | 'annotations'>;
  /** The content as it was read when attached; it is what gets sent, so nothing changes behind the user's back. */
  read?: Pick<ReadResult, 'contents'>;
}

export interface ContentBlockOptions {
  /**
   * `embedded` sends the content itself (`resource` blocks); `link` sends `resource_link` blocks the
   * model's host resolves later. Attachments not read yet, and MCP Apps (UI for people, not context
   * for a model), are always sent as links.
   * @default 'embedded'
   */
  mode?: 'embedded' | 'link';
}

export interface ContentBlocksResult {
  /** MCP content blocks, in attachment order; a read with several contents gives several blocks. */
  blocks: ContentBlock[];
  /** The same, as plain text for hosts whose model input is text only. Binary content is described, not inlined. */
  text: string;
}

/** Turns attachments into the MCP content blocks to send to a model, and a plain-text rendering of them. */
export function toContentBlocks(attachments: readonly Attachment[], { mode = 'embedded' }: ContentBlockOptions = {}): ContentBlocksResult {
  const blocks: ContentBlock[] = [];
  const texts: string[] = [];
  for (const attachment of attachments) {
    if (mode === 'link' || !attachment.read || isMcpAppAttachment(attachment)) {
      const link = toResourceLink(attachment);
      blocks.push(link);
      texts.push(linkAsText(link));
      continue;
    }
    for (const content of attachment.read.contents) {
      blocks.push(toEmbeddedResource(content));
      texts.push(renderAsText(content));
    }
  }
  return { blocks, text: texts.join('\n\n') };
}

/**
 * True when the attachment is an MCP App (`text/html;profile=mcp-app`, or HTML under `ui://`), by
 * its listing or by any content read: it is sent as a link, never as its HTML.
 */
export function isMcpAppAttachment({ uri, resource, read }: Attachment): boolean {
  return isMcpApp({ uri, mimeType: resource?.mimeType }) || (read?.contents.some((content) => isMcpApp(content)) ?? false);
}

/** What an attachment sent as a `resource_link` costs: the tokens of the link itself, not of the resource. */
export function estimateLinkTokens(attachment: Attachment): TokenEstimate {
  const text = linkAsText(toResourceLink(attachment));
  return { tokens: estimateTextTokens(text), bytes: new TextEncoder().encode(text).length, approximate: true, measured: true, method: 'link' };
}

function linkAsText(link: ResourceLink): string {
  return `<resource_link${attributes({ uri: link.uri, name: link.name, mimeType: link.mimeType, size: link.size })} />`;
}

function toResourceLink({ uri, resource }: Attachment): ResourceLink {
  return {
    type: 'resource_link',
    uri,
    name: resource?.name ?? uri,
    ...(resource?.title !== undefined && { title: resource.title }),
    ...(resource?.description !== undefined && { description: resource.description }),
    ...(resource?.mimeType !== undefined && { mimeType: resource.mimeType }),
    ...(resource?.size !== undefined && { size: resource.size }),
  };
}

function toEmbeddedResource(content: ResourceContent): EmbeddedResource {
  const common = { uri: content.uri, ...(content.mimeType !== undefined && { mimeType: content.mimeType }) };
  return {
    type: 'resource',
    resource: content.kind === 'text' ? { ...common, text: content.text } : { ...common, blob: encodeBase64(content.bytes) },
  };
}

function renderAsText(content: ResourceContent): string {
  const head = attributes({ uri: content.uri, mimeType: content.mimeType });
  if (content.kind === 'text') return `<resource${head}>\n${content.text}\n</resource>`;
  return `<resource${head}${attributes({ bytes: content.byteLength })} binary="omitted" />`;
}

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`)
    .join('');
}
