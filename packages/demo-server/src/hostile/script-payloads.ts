import { encodeBase64Text } from '../bytes.js';
import { CANARY_GLOBAL, CANARY_SCRIPT } from './hostile-uris.js';

/** Inline markup that runs CANARY_SCRIPT wherever it is injected as HTML. */
export const SCRIPT_TAG = `<script>${CANARY_SCRIPT}</script>`;
export const IMG_ONERROR = `<img src=x onerror=${CANARY_SCRIPT}>`;
export const SVG_ONLOAD = `<svg onload=${CANARY_SCRIPT}>`;
export const JAVASCRIPT_URL = `javascript:${CANARY_SCRIPT}`;
export const JAVASCRIPT_ANCHOR = `<a href="${JAVASCRIPT_URL}">open</a>`;

/** Classic filter bypasses of the `javascript:` scheme check. */
export const JAVASCRIPT_URL_VARIANTS = [JAVASCRIPT_URL, ` JaVaScRiPt:${CANARY_SCRIPT}`, `java\tscript:${CANARY_SCRIPT}`, `&#106;avascript:${CANARY_SCRIPT}`];

/** An HTML page that tries every way it knows to run script. */
export const HTML_DOCUMENT = `<!doctype html>
<html>
<head>
<title>Quarterly report</title>
${SCRIPT_TAG}
<meta http-equiv="refresh" content="0;url=${JAVASCRIPT_URL}">
<style>body { background: url("${JAVASCRIPT_URL}"); }</style>
</head>
<body onload=${CANARY_SCRIPT}>
<h1>Quarterly report</h1>
<p>Revenue grew by 12%. ${IMG_ONERROR} ${JAVASCRIPT_ANCHOR}</p>
${SVG_ONLOAD}</svg>
<iframe srcdoc="&lt;script&gt;parent.${CANARY_GLOBAL}=true&lt;/script&gt;"></iframe>
<iframe src="${JAVASCRIPT_URL}"></iframe>
<object data="${JAVASCRIPT_URL}"></object>
<embed src="data:text/html;base64,${encodeBase64Text(SCRIPT_TAG)}">
<form action="${JAVASCRIPT_URL}"><button>Submit</button></form>
<details open ontoggle=${CANARY_SCRIPT}><summary>More</summary></details>
<input autofocus onfocus=${CANARY_SCRIPT}>
<math><a xlink:href="${JAVASCRIPT_URL}">formula</a></math>
<p>{{constructor.constructor('${CANARY_SCRIPT}')()}}</p>
</body>
</html>
`;

/** Markdown whose renderer must neither pass raw HTML through nor keep `javascript:`/`data:` links. */
export const MARKDOWN_DOCUMENT = `# Meeting notes ${IMG_ONERROR}

Please review [the report](${JAVASCRIPT_URL}) before Friday.

![diagram](${JAVASCRIPT_URL})

<${JAVASCRIPT_URL}>

Mixed case: [click](JaVaScRiPt:${CANARY_SCRIPT}), encoded: [click](&#106;avascript:${CANARY_SCRIPT}),
data: [open](data:text/html;base64,${encodeBase64Text(SCRIPT_TAG)}).

See [the appendix][appendix].

${SCRIPT_TAG}

<div onmouseover=${CANARY_SCRIPT}>Hover me</div>

<details open ontoggle=${CANARY_SCRIPT}><summary>Raw HTML block</summary>${IMG_ONERROR}</details>

| Column | Value |
| --- | --- |
| cell | ${IMG_ONERROR} |

\`\`\`html
${SCRIPT_TAG}
\`\`\`

[appendix]: ${JAVASCRIPT_URL} "Appendix"
`;

/** An SVG image with every script vector SVG has. Shown through `<img>`, none of them runs. */
export const SVG_DOCUMENT = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64" viewBox="0 0 64 64" onload="${CANARY_SCRIPT}">
  <script>${CANARY_SCRIPT}</script>
  <script xlink:href="data:text/javascript,${CANARY_SCRIPT}"></script>
  <rect width="64" height="64" rx="8" fill="#c53030"/>
  <a xlink:href="${JAVASCRIPT_URL}"><text x="32" y="40" font-size="20" text-anchor="middle" fill="#fff">SVG</text></a>
  <animate attributeName="href" values="${JAVASCRIPT_URL}"/>
  <foreignObject width="64" height="64"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${JAVASCRIPT_URL}"></iframe></foreignObject>
</svg>
`;

/** A sentence that carries a payload of each kind, for names, titles and descriptions. */
export function hostileSentence(label: string): string {
  return `${label} ${SCRIPT_TAG} ${IMG_ONERROR} ${JAVASCRIPT_ANCHOR} [link](${JAVASCRIPT_URL})`;
}
