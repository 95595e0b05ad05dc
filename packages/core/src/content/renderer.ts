/** How a preview shows one content: as highlighted code, rendered Markdown, an image, a hex view… */
export type RendererKind = 'code' | 'markdown' | 'json' | 'plain' | 'html' | 'image' | 'audio' | 'video' | 'pdf' | 'binary';

/** The languages the kit highlights; each is a shiki language id. Everything else is plain text. */
export const CODE_LANGUAGES = [
  'typescript',
  'tsx',
  'javascript',
  'json',
  'jsonc',
  'yaml',
  'css',
  'html',
  'markdown',
  'sql',
  'python',
  'shellscript',
  'xml',
  'toml',
  'ini',
  'diff',
] as const;

/** A shiki language id the kit knows how to load. */
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** What `chooseRenderer` decided, and from what. */
export interface RendererChoice {
  renderer: RendererKind;
  /** The highlighting language for text renderers; `undefined` means plain text. */
  language: CodeLanguage | undefined;
  /** The media type, lower-cased and without parameters: the declared one, or the one the extension implies. */
  mediaType: string | undefined;
  /** What decided: the declared MIME type, the URI's extension, or neither. */
  source: 'mime-type' | 'extension' | 'default';
}

/** Whether the content arrived as `text` or as a base64 `blob`. */
export type ContentKind = 'text' | 'blob';

interface Choice {
  renderer: RendererKind;
  language?: CodeLanguage;
}

const code = (language: CodeLanguage): Choice => ({ renderer: 'code', language });

const BY_MEDIA_TYPE: Record<string, Choice> = {
  'text/typescript': code('typescript'),
  'text/x-typescript': code('typescript'),
  'application/typescript': code('typescript'),
  'application/x-typescript': code('typescript'),
  'text/tsx': code('tsx'),
  'text/x-tsx': code('tsx'),
  'text/jsx': code('tsx'),
  'text/x-jsx': code('tsx'),
  'text/javascript': code('javascript'),
  'text/x-javascript': code('javascript'),
  'text/ecmascript': code('javascript'),
  'application/javascript': code('javascript'),
  'application/x-javascript': code('javascript'),
  'application/ecmascript': code('javascript'),
  'application/json': { renderer: 'json', language: 'json' },
  'text/json': { renderer: 'json', language: 'json' },
  'application/x-json': { renderer: 'json', language: 'json' },
  'application/jsonc': code('jsonc'),
  'application/json5': code('jsonc'),
  'application/x-ndjson': code('json'),
  'application/ndjson': code('json'),
  'application/jsonl': code('json'),
  'application/x-jsonlines': code('json'),
  'application/json-seq': code('json'),
  'application/yaml': code('yaml'),
  'application/x-yaml': code('yaml'),
  'text/yaml': code('yaml'),
  'text/x-yaml': code('yaml'),
  'text/css': code('css'),
  'text/html': { renderer: 'html', language: 'html' },
  'application/xhtml+xml': { renderer: 'html', language: 'html' },
  'text/markdown': { renderer: 'markdown', language: 'markdown' },
  'text/x-markdown': { renderer: 'markdown', language: 'markdown' },
  'application/sql': code('sql'),
  'text/sql': code('sql'),
  'text/x-sql': code('sql'),
  'text/x-python': code('python'),
  'text/x-script.python': code('python'),
  'application/x-python': code('python'),
  'application/x-python-code': code('python'),
  'application/x-sh': code('shellscript'),
  'application/x-shellscript': code('shellscript'),
  'text/x-sh': code('shellscript'),
  'text/x-shellscript': code('shellscript'),
  'application/xml': code('xml'),
  'text/xml': code('xml'),
  'application/toml': code('toml'),
  'text/x-toml': code('toml'),
  'text/x-diff': code('diff'),
  'text/x-patch': code('diff'),
  'text/diff': code('diff'),
  'text/x-ini': code('ini'),
  'text/csv': { renderer: 'plain' },
  'text/tab-separated-values': { renderer: 'plain' },
  'image/png': { renderer: 'image' },
  'image/apng': { renderer: 'image' },
  'image/jpeg': { renderer: 'image' },
  'image/jpg': { renderer: 'image' },
  'image/pjpeg': { renderer: 'image' },
  'image/gif': { renderer: 'image' },
  'image/webp': { renderer: 'image' },
  'image/avif': { renderer: 'image' },
  'image/svg+xml': { renderer: 'image' },
  'application/pdf': { renderer: 'pdf' },
  'application/x-pdf': { renderer: 'pdf' },
  'application/ogg': { renderer: 'audio' },
};

const BY_EXTENSION: Record<string, Choice & { mediaType: string }> = {
  ts: { ...code('typescript'), mediaType: 'text/x-typescript' },
  mts: { ...code('typescript'), mediaType: 'text/x-typescript' },
  cts: { ...code('typescript'), mediaType: 'text/x-typescript' },
  tsx: { ...code('tsx'), mediaType: 'text/tsx' },
  jsx: { ...code('tsx'), mediaType: 'text/jsx' },
  js: { ...code('javascript'), mediaType: 'text/javascript' },
  mjs: { ...code('javascript'), mediaType: 'text/javascript' },
  cjs: { ...code('javascript'), mediaType: 'text/javascript' },
  json: { renderer: 'json', language: 'json', mediaType: 'application/json' },
  jsonc: { ...code('jsonc'), mediaType: 'application/jsonc' },
  json5: { ...code('jsonc'), mediaType: 'application/json5' },
  ndjson: { ...code('json'), mediaType: 'application/x-ndjson' },
  jsonl: { ...code('json'), mediaType: 'application/jsonl' },
  yaml: { ...code('yaml'), mediaType: 'application/yaml' },
  yml: { ...code('yaml'), mediaType: 'application/yaml' },
  css: { ...code('css'), mediaType: 'text/css' },
  html: { renderer: 'html', language: 'html', mediaType: 'text/html' },
  htm: { renderer: 'html', language: 'html', mediaType: 'text/html' },
  md: { renderer: 'markdown', language: 'markdown', mediaType: 'text/markdown' },
  markdown: { renderer: 'markdown', language: 'markdown', mediaType: 'text/markdown' },
  sql: { ...code('sql'), mediaType: 'application/sql' },
  py: { ...code('python'), mediaType: 'text/x-python' },
  sh: { ...code('shellscript'), mediaType: 'application/x-sh' },
  bash: { ...code('shellscript'), mediaType: 'application/x-sh' },
  zsh: { ...code('shellscript'), mediaType: 'application/x-sh' },
  xml: { ...code('xml'), mediaType: 'application/xml' },
  xsd: { ...code('xml'), mediaType: 'application/xml' },
  xsl: { ...code('xml'), mediaType: 'application/xml' },
  toml: { ...code('toml'), mediaType: 'application/toml' },
  ini: { ...code('ini'), mediaType: 'text/x-ini' },
  cfg: { ...code('ini'), mediaType: 'text/x-ini' },
  diff: { ...code('diff'), mediaType: 'text/x-diff' },
  patch: { ...code('diff'), mediaType: 'text/x-diff' },
  csv: { renderer: 'plain', mediaType: 'text/csv' },
  tsv: { renderer: 'plain', mediaType: 'text/tab-separated-values' },
  log: { renderer: 'plain', mediaType: 'text/plain' },
  txt: { renderer: 'plain', mediaType: 'text/plain' },
  text: { renderer: 'plain', mediaType: 'text/plain' },
  png: { renderer: 'image', mediaType: 'image/png' },
  jpg: { renderer: 'image', mediaType: 'image/jpeg' },
  jpeg: { renderer: 'image', mediaType: 'image/jpeg' },
  gif: { renderer: 'image', mediaType: 'image/gif' },
  webp: { renderer: 'image', mediaType: 'image/webp' },
  avif: { renderer: 'image', mediaType: 'image/avif' },
  svg: { renderer: 'image', mediaType: 'image/svg+xml' },
  mp3: { renderer: 'audio', mediaType: 'audio/mpeg' },
  wav: { renderer: 'audio', mediaType: 'audio/wav' },
  ogg: { renderer: 'audio', mediaType: 'audio/ogg' },
  oga: { renderer: 'audio', mediaType: 'audio/ogg' },
  flac: { renderer: 'audio', mediaType: 'audio/flac' },
  m4a: { renderer: 'audio', mediaType: 'audio/mp4' },
  mp4: { renderer: 'video', mediaType: 'video/mp4' },
  m4v: { renderer: 'video', mediaType: 'video/mp4' },
  webm: { renderer: 'video', mediaType: 'video/webm' },
  ogv: { renderer: 'video', mediaType: 'video/ogg' },
  mov: { renderer: 'video', mediaType: 'video/quicktime' },
  pdf: { renderer: 'pdf', mediaType: 'application/pdf' },
};

/** Media types that say nothing about the content, so the URI's extension decides. */
const GENERIC_MEDIA_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', 'application/unknown', 'application/binary', 'text/plain']);

const TEXT_RENDERERS = new Set<RendererKind>(['code', 'markdown', 'json', 'plain', 'html']);

const MEDIA_TYPE = /^([a-z0-9!#$&^_.+-]{1,127})\/([a-z0-9!#$&^_.+-]{1,127})$/;

/**
 * The essence of a MIME type (`type/subtype`, lower-cased, parameters dropped), or `undefined` for
 * a missing or malformed one.
 */
export function normalizeMediaType(mimeType: string | undefined): string | undefined {
  if (typeof mimeType !== 'string') return undefined;
  const essence = mimeType.split(';', 1)[0]!.trim().toLowerCase();
  return MEDIA_TYPE.test(essence) ? essence : undefined;
}

/**
 * The lower-cased extension of the last path segment of a URI (`ts` for `file:///a/b.test.ts?x#y`),
 * read from the string itself: URIs are opaque, so nothing is normalized or decoded.
 */
export function uriExtension(uri: string | undefined): string | undefined {
  if (typeof uri !== 'string') return undefined;
  const path = uri.split(/[?#]/, 1)[0]!;
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  if (dot <= 0 || dot === segment.length - 1) return undefined;
  const extension = segment.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : undefined;
}

/** True for media types whose bytes are text: `text/*`, JSON, XML, YAML, scripts and the like. */
export function isTextMediaType(mediaType: string | undefined): boolean {
  const essence = normalizeMediaType(mediaType);
  if (essence === undefined) return false;
  if (essence.startsWith('text/')) return true;
  if (essence === 'image/svg+xml') return false;
  if (essence.endsWith('+json') || essence.endsWith('+xml') || essence.endsWith('+yaml')) return true;
  const choice = BY_MEDIA_TYPE[essence];
  return choice !== undefined && TEXT_RENDERERS.has(choice.renderer);
}

function fromMediaType(essence: string): Choice | undefined {
  const known = BY_MEDIA_TYPE[essence];
  if (known) return known;
  if (essence.endsWith('+json')) return { renderer: 'json', language: 'json' };
  if (essence.endsWith('+xml')) return code('xml');
  if (essence.endsWith('+yaml')) return code('yaml');
  if (essence.startsWith('audio/')) return { renderer: 'audio' };
  if (essence.startsWith('video/')) return { renderer: 'video' };
  if (essence.startsWith('text/')) return { renderer: 'plain' };
  return undefined;
}

/**
 * Chooses how to show a content: from its MIME type first, then from its URI's extension (when the
 * MIME type is missing or generic, such as `text/plain` or `application/octet-stream`). Text
 * content is always shown as text, never as media or hex, except SVG, which is an image.
 */
export function chooseRenderer({ mimeType, uri, kind }: { mimeType?: string | undefined; uri?: string | undefined; kind?: ContentKind }): RendererChoice {
  const mediaType = normalizeMediaType(mimeType);
  const extension = uriExtension(uri);
  const byExtension = extension === undefined ? undefined : BY_EXTENSION[extension];
  const byMediaType = mediaType === undefined || GENERIC_MEDIA_TYPES.has(mediaType) ? undefined : fromMediaType(mediaType);

  let choice: RendererChoice;
  if (byMediaType) {
    choice = { renderer: byMediaType.renderer, language: byMediaType.language, mediaType, source: 'mime-type' };
  } else if (byExtension && !(mediaType === 'text/plain' && !TEXT_RENDERERS.has(byExtension.renderer))) {
    // text/plain says "this is text": an extension may refine the language, but not turn it into media.
    choice = { renderer: byExtension.renderer, language: byExtension.language, mediaType: mediaType ?? byExtension.mediaType, source: 'extension' };
  } else {
    const textual = kind === 'text' || mediaType === 'text/plain';
    choice = { renderer: textual ? 'plain' : 'binary', language: undefined, mediaType, source: 'default' };
  }

  if (kind === 'text' && !TEXT_RENDERERS.has(choice.renderer) && !(choice.renderer === 'image' && isSvgChoice(choice, extension))) {
    // A text content cannot be audio, PDF or a raster image, whatever its label says (video/mp2t is also .ts).
    const textual = byExtension && TEXT_RENDERERS.has(byExtension.renderer) ? byExtension : undefined;
    return { renderer: textual?.renderer ?? 'plain', language: textual?.language, mediaType: choice.mediaType, source: textual ? 'extension' : 'default' };
  }
  return choice;
}

function isSvgChoice(choice: RendererChoice, extension: string | undefined): boolean {
  return choice.mediaType === 'image/svg+xml' || (choice.source === 'extension' && extension === 'svg');
}
