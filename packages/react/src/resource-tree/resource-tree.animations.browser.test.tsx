import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { connectSdkServer } from '../../test/in-memory-sdk-server.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import '../styles.css';
import { ResourceTree } from './index.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Properties the compositor animates without painting on the page's thread. */
const COMPOSITED = new Set(['opacity', 'transform']);
/** Keys of a keyframe that are not animated properties. */
const KEYFRAME_KEYS = new Set(['offset', 'computedOffset', 'easing', 'composite']);

/** The properties each running animation of the document changes, by the element (and pseudo-element) it runs on. */
function animatedProperties(): Array<{ on: string; properties: string[] }> {
  return document.getAnimations().map((animation) => {
    const effect = animation.effect as KeyframeEffect;
    const properties = new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !KEYFRAME_KEYS.has(key))));
    return { on: `${(effect.target as Element | null)?.getAttribute('data-slot') ?? '?'}${effect.pseudoElement ?? ''}`, properties: [...properties] };
  });
}

it('animates a loading row only in properties the compositor runs, which take no paint on the page', async () => {
  let list!: () => void;
  const listed = new Promise<void>((resolve) => (list = resolve));
  const { client, close } = await connectSdkServer('slow', (server) => {
    server.server.setRequestHandler('resources/list', async () => {
      await listed;
      return { resources: [{ uri: 'file:///a.txt', name: 'a.txt' }] };
    });
    server.server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
  });
  cleanups.push(list, close);
  renderWithKit(<ResourceTree.Root />, [{ id: 'slow', label: 'Slow', client }]);
  await waitFor(() => expect(document.querySelector('[data-slot="resource-tree-item"][data-status="loading"]')).not.toBeNull());
  const animations = animatedProperties();
  expect(animations).toContainEqual({ on: 'resource-tree-item::after', properties: expect.any(Array) });
  for (const { on, properties } of animations) expect({ on, properties: properties.filter((property) => !COMPOSITED.has(property)) }).toEqual({ on, properties: [] });
});
