import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

/** The element every scenario renders into (fixed width, so layouts are comparable across runs). */
export function stage(): HTMLElement {
  const element = document.getElementById('bench');
  if (!element) throw new Error('The benchmark page has no #bench element.');
  return element;
}

/** Renders `node` into the stage, replacing whatever was there. */
export function show(node: ReactNode): void {
  root?.unmount();
  root = createRoot(stage());
  root.render(node);
}

/** Unmounts whatever the stage shows. */
export function clear(): void {
  root?.unmount();
  root = undefined;
}
