import type { Icon, Resource, ServerContext } from '@modelcontextprotocol/server';
import { abortableDelay } from '../abortable-delay.js';
import { encodeBase64Text, utf8ByteLength } from '../bytes.js';
import { blobEntry, textEntry, type CachePolicy, type CatalogEntry } from '../catalog-entry.js';
import { DEMO_URIS } from '../demo-uris.js';
import { fileIcons } from '../file-icons.js';
import { CANARY_SCRIPT, HOSTILE_URIS } from './hostile-uris.js';
import { generateHugeText, HUGE_TEXT_BYTES } from './huge-text.js';
import {
  hostileSentence,
  HTML_DOCUMENT,
  IMG_ONERROR,
  JAVASCRIPT_ANCHOR,
  JAVASCRIPT_URL,
  JAVASCRIPT_URL_VARIANTS,
  MARKDOWN_DOCUMENT,
  SCRIPT_TAG,
  SVG_DOCUMENT,
  SVG_ONLOAD,
} from './script-payloads.js';

const LONG_TEXT_LENGTH = 10_000;
const SIZE_LIES_CLAIMED = 7;
const SIZE_LIES_ACTUAL = 256 * 1024;

const uncached: CachePolicy = { ttlMs: 0, cacheScope: 'private' };

/** `length` characters of `pattern`, repeated. */
function repeatTo(pattern: string, length: number): string {
  return pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
}

/** Resolves only when `signal` aborts: the server-side half of a client timeout. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function iconEntry(uri: string, name: string, description: string, icons: Icon[]): CatalogEntry {
  return textEntry({
    uri,
    name,
    title: `Icon fault: ${name}`,
    description,
    mimeType: 'text/plain',
    icons,
    text: `${description}\n`,
    cachePolicy: uncached,
  });
}

/** What the hostile entries need from the running server. */
export interface HostileEntryDependencies {
  slowMs: number;
  /** How many flood notifications were sent so far; the flood target's text reports it. */
  floodCount(): number;
}

/** Every listed, readable hostile resource, in list order. */
export function createHostileEntries({ slowMs, floodCount }: HostileEntryDependencies): CatalogEntry[] {
  const floodTargetText = () => `Flood notifications sent so far: ${floodCount()}\n`;
  return [
    {
      uri: HOSTILE_URIS.html,
      resource: {
        uri: HOSTILE_URIS.html,
        name: `${IMG_ONERROR}report.html`,
        title: `${SCRIPT_TAG}Quarterly report`,
        description: hostileSentence('HTML everywhere:'),
        mimeType: 'text/html',
        size: utf8ByteLength(HTML_DOCUMENT),
        annotations: { audience: ['user'], priority: 1, lastModified: '9999-12-31T23:59:59Z' },
        _meta: { 'io.mcp-resource-kit.demo/note': SCRIPT_TAG },
      },
      cachePolicy: uncached,
      read: () => ({ contents: [{ uri: HOSTILE_URIS.html, mimeType: 'text/html', text: HTML_DOCUMENT, _meta: { note: IMG_ONERROR } }] }),
    },
    textEntry({
      uri: HOSTILE_URIS.markdown,
      name: 'notes.md',
      title: `Notes ${JAVASCRIPT_ANCHOR}`,
      description: `Markdown description: [click me](${JAVASCRIPT_URL}) ${IMG_ONERROR} **bold** <b onmouseover=${CANARY_SCRIPT}>hover</b>`,
      mimeType: 'text/markdown',
      text: MARKDOWN_DOCUMENT,
      cachePolicy: uncached,
    }),
    textEntry({
      uri: HOSTILE_URIS.javascriptUri,
      name: 'javascript-uri',
      title: 'A javascript: URI',
      description: 'The URI of this resource is a javascript: URL. Never make it a link.',
      mimeType: 'text/plain',
      text: 'This resource is named by a javascript: URI.\n',
      cachePolicy: uncached,
    }),
    textEntry({
      uri: HOSTILE_URIS.dataHtmlUri,
      name: 'data-html-uri',
      title: 'A data:text/html URI',
      description: 'The URI of this resource is a data:text/html URL with a script.',
      mimeType: 'text/html',
      text: SCRIPT_TAG,
      cachePolicy: uncached,
    }),
    textEntry({
      uri: HOSTILE_URIS.svgText,
      name: `script.svg${SVG_ONLOAD}`,
      title: 'SVG with script (text)',
      description: 'image/svg+xml served as text, with <script>, onload, a javascript: link and a foreignObject iframe.',
      mimeType: 'image/svg+xml',
      text: SVG_DOCUMENT,
      cachePolicy: uncached,
    }),
    blobEntry({
      uri: HOSTILE_URIS.svgBlob,
      name: 'script-blob.svg',
      title: 'SVG with script (blob)',
      description: 'The same SVG as a base64 blob.',
      mimeType: 'image/svg+xml',
      bytes: () => new TextEncoder().encode(SVG_DOCUMENT),
      cachePolicy: uncached,
    }),
    blobEntry({
      uri: HOSTILE_URIS.mislabelledBlob,
      name: 'not-really.png',
      title: 'A "PNG" that is HTML',
      description: 'Labelled image/png; the bytes are an HTML page with scripts.',
      mimeType: 'image/png',
      bytes: () => new TextEncoder().encode(HTML_DOCUMENT),
      cachePolicy: uncached,
    }),
    {
      uri: HOSTILE_URIS.invalidBase64,
      resource: {
        uri: HOSTILE_URIS.invalidBase64,
        name: 'invalid-base64.png',
        title: 'Corrupt PNG blob',
        description: 'Labelled image/png; its "base64" is not base64.',
        mimeType: 'image/png',
        size: 64,
      },
      cachePolicy: uncached,
      read: () => ({ contents: [{ uri: HOSTILE_URIS.invalidBase64, mimeType: 'image/png', blob: `%%% not base64 %%% ${SCRIPT_TAG}` }] }),
    },
    iconEntry(
      HOSTILE_URIS.iconJavascript,
      'icon-javascript',
      'Icons whose src is a javascript: URL (plain, mixed case with a leading space, a tab inside, entity-encoded).',
      JAVASCRIPT_URL_VARIANTS.map((src) => ({ src, mimeType: 'image/png', sizes: ['16x16'] })),
    ),
    iconEntry(HOSTILE_URIS.iconFile, 'icon-file', 'Icons whose src is a file: URL.', [
      { src: 'file:///etc/passwd', mimeType: 'image/png' },
      { src: 'file://localhost/C:/Windows/win.ini', mimeType: 'image/png' },
    ]),
    iconEntry(HOSTILE_URIS.iconHttp, 'icon-http', 'Icons over plain http: (a tracking pixel on a host that never resolves).', [
      { src: 'http://tracker.invalid/pixel.png?who=mcp-resource-kit', mimeType: 'image/png', sizes: ['1x1'] },
      { src: '//tracker.invalid/protocol-relative.png', mimeType: 'image/png' },
    ]),
    iconEntry(HOSTILE_URIS.iconMislabelledDataUrl, 'icon-mislabelled', 'A data:text/html icon labelled image/png, and a data:image/png whose bytes are HTML.', [
      { src: `data:text/html;base64,${encodeBase64Text(HTML_DOCUMENT)}`, mimeType: 'image/png' },
      { src: `data:image/png;base64,${encodeBase64Text(SCRIPT_TAG)}`, mimeType: 'image/png' },
    ]),
    iconEntry(HOSTILE_URIS.iconSvgScript, 'icon-svg-script', 'An SVG data URL icon with <script> and onload.', [
      { src: `data:image/svg+xml;base64,${encodeBase64Text(SVG_DOCUMENT)}`, mimeType: 'image/svg+xml' },
      { src: `data:image/svg+xml,${encodeURIComponent(SVG_DOCUMENT)}`, mimeType: 'image/svg+xml' },
    ]),
    {
      uri: HOSTILE_URIS.hugeText,
      resource: {
        uri: HOSTILE_URIS.hugeText,
        name: '20mb.txt',
        title: 'A 20 MiB text',
        description: `${HUGE_TEXT_BYTES.toLocaleString('en-US')} bytes of text; every thousandth line has a <script> tag.`,
        mimeType: 'text/plain',
        size: HUGE_TEXT_BYTES,
        icons: fileIcons('text'),
      },
      cachePolicy: uncached,
      read: () => ({ contents: [{ uri: HOSTILE_URIS.hugeText, mimeType: 'text/plain', text: generateHugeText() }] }),
    },
    {
      uri: HOSTILE_URIS.sizeLies,
      resource: {
        uri: HOSTILE_URIS.sizeLies,
        name: 'lies.txt',
        title: 'Size lies',
        description: `Listed with size ${SIZE_LIES_CLAIMED}; the text is ${SIZE_LIES_ACTUAL.toLocaleString('en-US')} bytes.`,
        mimeType: 'text/plain',
        size: SIZE_LIES_CLAIMED,
      },
      cachePolicy: uncached,
      read: () => ({ contents: [{ uri: HOSTILE_URIS.sizeLies, mimeType: 'text/plain', text: repeatTo('size is not what it says. ', SIZE_LIES_ACTUAL) }] }),
    },
    textEntry({
      uri: HOSTILE_URIS.longName,
      name: repeatTo('very-long-name-without-spaces-', LONG_TEXT_LENGTH),
      title: repeatTo('A very long title with spaces ', LONG_TEXT_LENGTH),
      description: repeatTo(`A very long description ${IMG_ONERROR} `, LONG_TEXT_LENGTH),
      mimeType: 'text/plain',
      text: 'Its name, title and description are 10,000 characters each.\n',
      cachePolicy: uncached,
    }),
    textEntry({
      uri: HOSTILE_URIS.longUri,
      name: 'long-uri.txt',
      title: 'A 10,000-character URI',
      mimeType: 'text/plain',
      text: `My URI is ${HOSTILE_URIS.longUri.length} characters long.\n`,
      cachePolicy: uncached,
    }),
    textEntry({
      uri: HOSTILE_URIS.rightToLeftOverride,
      name: 'report-\u202Efdp.sh',
      title: 'Invoice \u2067\u0641\u0627\u062A\u0648\u0631\u0629\u2069 \u202Etxt.exe',
      description: 'Right-to-left override (U+202E) makes "report-\u202Efdp.sh\u202C" look like a PDF; bidi isolates \u2066inside\u2069 too.',
      mimeType: 'application/x-sh',
      text: '#!/bin/sh\necho "I am a shell script, not a PDF"\n',
      cachePolicy: uncached,
    }),
    textEntry({
      uri: HOSTILE_URIS.zeroWidth,
      name: 'README\u200B.md\u200D',
      title: 'README',
      description: `Looks like ${DEMO_URIS.readme}, but has zero-width characters (U+200B, U+200D, U+FEFF\uFEFF), control characters (NUL \u0000, ESC \u001b[31mred\u001b[0m) and a lone surrogate (\uD800).`,
      mimeType: 'text/markdown',
      text: '# README\u200B\n\nNot the real README. Zero\u200Bwidth\u200Cjoiners\u200D and a BOM\uFEFF hide in here.\n',
      cachePolicy: uncached,
    }),
    textEntry({
      uri: HOSTILE_URIS.duplicate,
      name: 'duplicate-a.txt',
      title: 'Duplicate URI (first item)',
      description: 'The next list item has the same URI.',
      mimeType: 'text/plain',
      text: 'Two list items share this URI; this is what reading it returns.\n',
      cachePolicy: uncached,
    }),
    {
      uri: HOSTILE_URIS.empty,
      resource: { uri: HOSTILE_URIS.empty, name: 'empty', title: 'Empty contents', description: 'contents: []', mimeType: 'text/plain', size: 0 },
      cachePolicy: uncached,
      read: () => ({ contents: [] }),
    },
    {
      uri: HOSTILE_URIS.slow,
      resource: { uri: HOSTILE_URIS.slow, name: 'slow', title: 'Slow read', description: `Answers after ${slowMs} ms unless cancelled.`, mimeType: 'text/plain' },
      cachePolicy: uncached,
      async read(context: ServerContext) {
        await abortableDelay(slowMs, context.mcpReq.signal);
        return { contents: [{ uri: HOSTILE_URIS.slow, mimeType: 'text/plain', text: `Finished after ${slowMs} ms.\n` }] };
      },
    },
    {
      uri: HOSTILE_URIS.neverAnswers,
      resource: { uri: HOSTILE_URIS.neverAnswers, name: 'never-answers', title: 'Never answers', description: 'Reads hang until the client gives up.', mimeType: 'text/plain' },
      cachePolicy: uncached,
      read: (context: ServerContext) => untilAborted(context.mcpReq.signal),
    },
    textEntry({
      uri: HOSTILE_URIS.floodTarget,
      name: 'flood-target',
      title: 'Flood target',
      description: 'The notification flood names this resource (and unknown ones).',
      mimeType: 'text/plain',
      text: floodTargetText,
      cachePolicy: uncached,
    }),
  ];
}

/** The second list item with `HOSTILE_URIS.duplicate`; a read answers with the first item's content. */
export const DUPLICATE_ITEM: Resource = {
  uri: HOSTILE_URIS.duplicate,
  name: 'duplicate-b.json',
  title: 'Duplicate URI (second item)',
  description: 'Same URI as the previous item, different name and MIME type.',
  mimeType: 'application/json',
};

/** Lists the normal README's URI again, with other metadata: a duplicate across the two catalogs. */
export const README_IMPOSTOR_ITEM: Resource = {
  uri: DEMO_URIS.readme,
  name: 'README.md',
  title: `README ${IMG_ONERROR}`,
  description: 'A second list item with the README URI; reading it returns the real README.',
  mimeType: 'text/html',
};

/** Violates the Resource schema three ways: `uri` and `name` are not strings, `annotations.priority` is not a number. */
export const MALFORMED_RESOURCE_ITEM = {
  uri: 42,
  name: ['not', 'a', 'string'],
  title: `Malformed ${SCRIPT_TAG}`,
  annotations: { priority: 'high' },
} as unknown as Resource;
