import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterPaint } from './measure.js';

/**
 * The host application's own UI above the stage: a line of text and a button, rendered with React
 * before any scenario runs. A real host shows its UI before the kit mounts, so React's first
 * rendering and the first text on the page are not counted against the kit.
 */
function HostBar() {
  const [clicks, setClicks] = useState(0);
  return (
    <p>
      MCP Resource Kit benchmarks, in a host page.{' '}
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks} times
      </button>
    </p>
  );
}

/** Renders the host's UI into `element`; resolves once it is painted. */
export async function renderHost(element: HTMLElement): Promise<void> {
  const root = createRoot(element);
  flushSync(() => root.render(<HostBar />));
  await afterPaint();
}
