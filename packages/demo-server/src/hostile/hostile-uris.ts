import { DEMO_URIS } from '../demo-uris.js';

/**
 * The global every script payload of the hostile catalog tries to set to `true`. A client that
 * renders server data safely leaves `window[CANARY_GLOBAL]` untouched.
 */
export const CANARY_GLOBAL = '__mcpResourceKitCanary';

/** The JavaScript of every payload: trips the canary, then makes itself seen. No spaces or double quotes, so it fits unquoted attributes and URLs. */
export const CANARY_SCRIPT = `window.${CANARY_GLOBAL}=true;alert(document.domain)`;

/** The well-known URIs of the hostile catalog (served with `createDemoServer({ hostile })`), so tests never hard-code them. */
export const HOSTILE_URIS = {
  /** text/html whose name, title, description and text carry `<script>`, event handlers and `javascript:` links. */
  html: 'hostile://markup/report.html',
  /** text/markdown with raw HTML, `javascript:` links and images, reference links and autolinks. */
  markdown: 'hostile://markup/notes.md',
  /** A `javascript:` URI as the resource URI itself. */
  javascriptUri: `javascript:${CANARY_SCRIPT}//hostile`,
  /** A `data:text/html` URI as the resource URI itself. */
  dataHtmlUri: `data:text/html,<script>${CANARY_SCRIPT}</script>`,
  /** SVG served as text, with `<script>`, `onload`, a `javascript:` link and a foreignObject iframe. */
  svgText: 'hostile://svg/script.svg',
  /** The same SVG served as a base64 blob. */
  svgBlob: 'hostile://svg/script-blob.svg',
  /** A blob labelled image/png whose bytes are an HTML page with a script. */
  mislabelledBlob: 'hostile://blob/not-really.png',
  /** A blob labelled image/png whose `blob` is not base64. */
  invalidBase64: 'hostile://blob/invalid-base64.png',
  /** Icons: `javascript:` (also mixed case, with whitespace, tab inside). */
  iconJavascript: 'hostile://icons/javascript',
  /** Icons: `file:` URLs. */
  iconFile: 'hostile://icons/file',
  /** Icons: plain `http:` (not https) URLs, on a host that can never resolve. */
  iconHttp: 'hostile://icons/http',
  /** Icons: `data:text/html` labelled image/png, and a `data:image/png` URL whose bytes are HTML. */
  iconMislabelledDataUrl: 'hostile://icons/mislabelled-data-url',
  /** Icons: an SVG data URL with `<script>` and `onload`. */
  iconSvgScript: 'hostile://icons/svg-script',
  /** 20 MiB of text (exact `size`), generated on each read and never kept. */
  hugeText: 'hostile://huge/20mb.txt',
  /** `size` says 7 bytes; the text is 256 KiB. */
  sizeLies: 'hostile://size/lies.txt',
  /** name, title and description of 10,000 characters each. */
  longName: 'hostile://long/name',
  /** A URI of 10,000 characters. */
  longUri: `hostile://long/${'segment-'.repeat(1_250)}`.slice(0, 10_000),
  /** Right-to-left override (U+202E) and bidi isolates in the name and the URI: "report-‮fdp.sh" shows as "report-hs.pdf". */
  rightToLeftOverride: 'hostile://bidi/report-\u202Efdp.sh',
  /** Looks exactly like DEMO_URIS.readme, but has a zero-width space (U+200B) before ".md". */
  zeroWidth: 'file:///project/README\u200B.md',
  /** Two list items on the same page carry this URI. */
  duplicate: 'hostile://duplicate/same-uri',
  /** Exists, but `contents: []`. */
  empty: 'hostile://empty',
  /** Answers after `slowMs` (default 10 s) unless cancelled. */
  slow: 'hostile://slow/read',
  /** Never answers; only the client's timeout or cancellation ends the request. */
  neverAnswers: 'hostile://timeout/never-answers',
  /** The default target of the notification flood; its text counts the notifications sent so far. */
  floodTarget: 'hostile://flood/target',
  /** Prefix of the unknown URIs the flood names (never listed, never readable). */
  floodUnknownPrefix: 'hostile://flood/unknown/',
  /** The normal catalog's resource that answers the pre-2026 code -32002 (listed by the normal catalog). */
  legacyNotFound: DEMO_URIS.legacyNotFound,
} as const;

/** Templates of the hostile catalog. */
export const HOSTILE_TEMPLATES = {
  /** HTML in name/title/description; a read reflects the variable unescaped into text/html. */
  reflect: 'hostile://reflect/{name}',
  /** McpServer's own completion: the completer returns 10,000 values, the SDK sends 100 and `total: 10000`. */
  completeSdk: 'hostile://complete/sdk/{value}',
  /** A raw completion handler that really sends 10,000 values (the spec allows at most 100). */
  completeRaw: 'hostile://complete/raw/{value}',
  /** Completion answers after `slowMs`. */
  slowCompletion: 'hostile://slow/{value}',
  /** Not valid RFC 6570: an expression that never closes. */
  broken: 'hostile://broken/{unclosed',
} as const;

/** How many values the completion templates produce. */
export const HOSTILE_COMPLETION_COUNT = 10_000;

/** One of the well-known hostile URIs. */
export type HostileUri = (typeof HOSTILE_URIS)[keyof typeof HOSTILE_URIS];
