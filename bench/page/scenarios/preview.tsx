import { DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { ResourcePreview } from '@mcp-resource-kit/react';
import { connectDemo } from '../demo.js';
import { afterPaint, LongTaskRecorder, settle, whenPainted } from '../measure.js';
import { show, stage } from '../stage.js';

let source = '';
let text = '';

/**
 * The naive baseline: shiki's whole-file `codeToHtml` on the main thread (the same JavaScript regex
 * engine and grammar the kit uses), and every line in the DOM.
 */
async function naiveHighlight(code: string): Promise<string> {
  const [{ createHighlighterCore, createCssVariablesTheme }, { createJavaScriptRegexEngine }, typescript] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    import('shiki/langs/typescript.mjs'),
  ]);
  const theme = createCssVariablesTheme({ name: 'naive', variablePrefix: '--mcp-code-', fontStyle: true });
  const highlighter = await createHighlighterCore({ themes: [theme], langs: [typescript.default], engine: createJavaScriptRegexEngine({ forgiving: true }) });
  return highlighter.codeToHtml(code, { lang: 'typescript', theme: 'naive', tokenizeMaxLineLength: 10_000, tokenizeTimeLimit: 1500 });
}

function NaiveCode({ html }: { html: string }) {
  // shiki's escaped output, the only HTML the project ever injects.
  return <div data-naive-code style={{ maxHeight: '32rem', overflow: 'auto', font: '13px/1.25rem monospace' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

const KEYWORD = 'span[style*="--mcp-code-token-keyword"]';

export const previewSteps = {
  /** Reads the demo server's TypeScript file and repeats it to `bytes` (joined, as a decoded server string is flat). */
  async 'preview.load'({ bytes }: { bytes: number }) {
    if (!source) {
      const connection = await connectDemo();
      const [content] = (await connection.client.readResource(DEMO_URIS.typescript)).contents;
      source = content?.kind === 'text' ? content.text : '';
      await connection.close();
    }
    const copies = Math.ceil(bytes / (source.length + 1));
    text = Array.from({ length: copies }, () => source).join('\n');
    return { bytes: text.length, lines: text.split('\n').length };
  },

  /**
   * Shows the text: time to the first painted screen, to the first highlighted screen, to the
   * middle of the file highlighted after a jump there, and the long tasks from mount to 500 ms after.
   */
  async 'preview.mount'({ variant }: { variant: 'ours' | 'naive' }) {
    await afterPaint();
    const tasks = new LongTaskRecorder();
    const started = performance.now();
    let firstScreen: number;
    let highlighted: number;
    let thread: string | undefined;
    if (variant === 'ours') {
      show(
        <div style={{ width: 960 }}>
          <ResourcePreview.Text text={text} language="typescript" name="big.ts" maxLines={Number.POSITIVE_INFINITY} />
        </div>,
      );
      firstScreen = await whenPainted(stage(), () => stage().querySelector('[data-index="0"]') !== null, { label: 'first line' });
      highlighted = await whenPainted(stage(), () => stage().querySelector(`[data-index="0"] ${KEYWORD}`) !== null, { label: 'highlighted first line', timeoutMs: 120_000 });
      thread = stage().querySelector<HTMLElement>('[data-slot="resource-preview-text"]')?.dataset.highlightThread;
    } else {
      const html = await naiveHighlight(text);
      show(<NaiveCode html={html} />);
      firstScreen = await whenPainted(stage(), () => stage().querySelector(`[data-naive-code] .line ${KEYWORD}`) !== null, { label: 'naive code' });
      highlighted = firstScreen;
    }
    // Jump to the middle and wait for a highlighted line in view.
    const scroller = stage().querySelector<HTMLElement>(variant === 'ours' ? '[data-slot="resource-preview-text-scroller"]' : '[data-naive-code]')!;
    const lineSelector = variant === 'ours' ? '[data-slot="resource-preview-line"]' : '.line';
    const lineHeight = stage().querySelector(lineSelector)!.getBoundingClientRect().height;
    const jumped = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    let inView: () => boolean;
    if (variant === 'ours') {
      // The check runs after every change to the DOM, inside the page's own tasks: reading layout
      // there would force style and layout into them, and the long tasks would count the
      // measurement's work. Lines in view are known from their indexes instead (no wrapping).
      const firstInView = Math.floor(scroller.scrollTop / lineHeight);
      const lastInView = firstInView + Math.ceil(scroller.clientHeight / lineHeight);
      inView = () =>
        [...stage().querySelectorAll<HTMLElement>(lineSelector)].some((line) => {
          const index = Number(line.dataset.index);
          return index >= firstInView && index <= lastInView && line.querySelector('span[style]') !== null;
        });
    } else {
      const top = () => scroller.getBoundingClientRect().top;
      inView = () => [...stage().querySelectorAll(lineSelector)].some((line) => line.getBoundingClientRect().top >= top() && line.querySelector('span[style]') !== null);
    }
    const middle = await whenPainted(stage(), inView, { label: 'highlighted middle', timeoutMs: 120_000 });
    await settle(500);
    return {
      firstScreenMs: firstScreen - started,
      highlightedMs: highlighted - started,
      middleHighlightedMs: middle - jumped,
      lineElements: stage().querySelectorAll(lineSelector).length,
      thread: thread ?? 'page',
      longTasks: tasks.stop(),
    };
  },
};
