import { isMcpAppMimeType, isUiUri } from '../content/mcp-app.js';

/** The MIME families the kit filters by and draws icons for. */
export const MIME_FAMILIES = ['text', 'code', 'data', 'app', 'image', 'audio', 'video', 'pdf', 'other'] as const;

/** A coarse kind of content: what a user means by "show me the images". `app` is an MCP App's UI. */
export type MimeFamily = (typeof MIME_FAMILIES)[number];

const DATA_TYPES = new Set([
  'application/json',
  'application/ld+json',
  'application/x-ndjson',
  'application/jsonl',
  'application/xml',
  'text/xml',
  'application/yaml',
  'application/x-yaml',
  'text/yaml',
  'text/x-yaml',
  'application/toml',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-parquet',
  'application/vnd.apache.parquet',
]);

const CODE_TYPES = new Set([
  'application/javascript',
  'application/ecmascript',
  'application/typescript',
  'application/x-typescript',
  'application/sql',
  'application/x-sh',
  'application/x-shellscript',
  'application/x-python',
  'application/x-httpd-php',
  'application/wasm',
  'application/graphql',
  'text/javascript',
  'text/ecmascript',
  'text/typescript',
  'text/css',
  'text/html',
  'application/xhtml+xml',
]);

const TEXT_TYPES = new Set(['application/rtf', 'message/rfc822', 'text/x-markdown', 'text/x-rst', 'text/x-log', 'text/x-asciidoc']);

const EXTENSION_FAMILIES: Record<string, MimeFamily> = {
  txt: 'text',
  md: 'text',
  markdown: 'text',
  rst: 'text',
  adoc: 'text',
  log: 'text',
  rtf: 'text',
  json: 'data',
  jsonl: 'data',
  ndjson: 'data',
  csv: 'data',
  tsv: 'data',
  xml: 'data',
  yaml: 'data',
  yml: 'data',
  toml: 'data',
  parquet: 'data',
  xlsx: 'data',
  ts: 'code',
  tsx: 'code',
  js: 'code',
  jsx: 'code',
  mjs: 'code',
  cjs: 'code',
  py: 'code',
  rb: 'code',
  go: 'code',
  rs: 'code',
  java: 'code',
  kt: 'code',
  c: 'code',
  h: 'code',
  cpp: 'code',
  cs: 'code',
  php: 'code',
  swift: 'code',
  sh: 'code',
  sql: 'code',
  css: 'code',
  scss: 'code',
  html: 'code',
  htm: 'code',
  vue: 'code',
  svelte: 'code',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  svg: 'image',
  ico: 'image',
  bmp: 'image',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  flac: 'audio',
  m4a: 'audio',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  mkv: 'video',
  pdf: 'pdf',
};

/**
 * The family of a MIME type (`text/x-typescript` → `code`). Without a usable MIME type, the URI's
 * file extension decides; anything unknown is `other`. MCP Apps (`text/html;profile=mcp-app`, or
 * HTML under `ui://`) are `app`, not `code`.
 */
export function mimeFamilyOf(mimeType: string | undefined, uri?: string): MimeFamily {
  // Asked for every entry on every facet change; a catalog has few distinct MIME types.
  let family = typeof mimeType === 'string' ? familyByMimeType.get(mimeType) : null;
  if (family === undefined) {
    const essence = mimeEssence(mimeType);
    family = isMcpAppMimeType(mimeType) ? 'app' : essence !== undefined && essence !== 'application/octet-stream' ? familyOfEssence(essence) : null;
    if (familyByMimeType.size >= 1024) familyByMimeType.clear();
    familyByMimeType.set(mimeType!, family);
  }
  if (family !== null) return family === 'code' && isUiUri(uri) && mimeEssence(mimeType) === 'text/html' ? 'app' : family;
  const extension = uri === undefined ? undefined : extensionOf(uri);
  if ((extension === 'html' || extension === 'htm') && isUiUri(uri)) return 'app';
  return (extension !== undefined && EXTENSION_FAMILIES[extension]) || 'other';
}

/** The family of each MIME type seen, `null` when it takes the URI's extension. */
const familyByMimeType = new Map<string, MimeFamily | null>();

/** `Text/Markdown; charset=utf-8` → `text/markdown`; `undefined` for anything that is not `type/subtype`. */
export function mimeEssence(mimeType: string | undefined): string | undefined {
  if (typeof mimeType !== 'string' || mimeType.length > 255) return undefined;
  const essence = mimeType.split(';', 1)[0]!.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(essence) ? essence : undefined;
}

/** True for `inode/directory`, the MIME type of a directory whose contents come from reading it. */
export function isDirectoryMimeType(mimeType: string | undefined): boolean {
  // Checked for every listed resource: most types are told apart without parsing them.
  if (typeof mimeType !== 'string' || !/inode\/directory/i.test(mimeType)) return false;
  return mimeEssence(mimeType) === 'inode/directory';
}

function familyOfEssence(essence: string): MimeFamily {
  const [type = '', subtype = ''] = essence.split('/');
  if (essence === 'application/pdf' || essence === 'application/x-pdf') return 'pdf';
  if (type === 'image') return 'image';
  if (type === 'audio') return 'audio';
  if (type === 'video') return 'video';
  if (DATA_TYPES.has(essence) || subtype.endsWith('+json') || subtype.endsWith('+xml') || subtype.endsWith('+yaml')) return 'data';
  if (TEXT_TYPES.has(essence)) return 'text';
  if (CODE_TYPES.has(essence) || (type === 'text' && subtype.startsWith('x-')) || (type === 'application' && subtype.startsWith('x-') && subtype.endsWith('script'))) {
    return 'code';
  }
  if (type === 'text') return 'text';
  return 'other';
}

function extensionOf(uri: string): string | undefined {
  let end = uri.length;
  for (let index = 0; index < uri.length; index += 1) {
    const character = uri.charCodeAt(index);
    if (character === 0x3f /* ? */ || character === 0x23 /* # */) {
      end = index;
      break;
    }
  }
  const path = uri.slice(0, end);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1 || name.length - dot > 12) return undefined;
  return name.slice(dot + 1).toLowerCase();
}
