import '@mcp-resource-kit/react/styles.css';
import { listenToCatalogWorker } from './engine-answers.js';
import { renderHost } from './host.js';
import { blobSteps } from './scenarios/blob.js';
import { firstPageSteps } from './scenarios/first-page.js';
import { liveSteps } from './scenarios/live.js';
import { previewSteps } from './scenarios/preview.js';
import { scaleSteps } from './scenarios/scale.js';
import { searchSteps } from './scenarios/search.js';
import { treeSteps } from './scenarios/tree.js';

/*
 * The benchmark page. The runner (bench/runner) opens it in Chromium and calls its steps through
 * `window.bench.run(name, args)`; each step returns plain numbers. One fresh page per run.
 */

const steps: Record<string, (args: never) => unknown> = {
  ...treeSteps,
  ...searchSteps,
  ...firstPageSteps,
  ...previewSteps,
  ...liveSteps,
  ...scaleSteps,
  ...blobSteps,
};

declare global {
  interface Window {
    bench: { run(name: string, args?: unknown): Promise<unknown> };
  }
}

window.bench = {
  async run(name, args) {
    const step = steps[name];
    if (!step) throw new Error(`Unknown benchmark step "${name}"`);
    return await step(args as never);
  },
};
listenToCatalogWorker();
void renderHost(document.getElementById('host')!).then(() => {
  document.documentElement.dataset.benchReady = 'true';
});
