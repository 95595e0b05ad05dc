import { afterAll, beforeAll } from 'vitest';
import { stubScrollAndResize } from './scroll-and-resize-in-jsdom.js';

/**
 * jsdom lays nothing out: for the tests of the file that calls this, the tree's scroll container
 * gets a height (so the virtualizer renders rows) and the scroll and resize APIs that the tree and
 * cmdk call become harmless.
 */
export function layOutTreeInJsdom(listHeight = 2000): void {
  const originalClientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('data-slot') === 'resource-tree-list' ? listHeight : 0;
      },
    });
    stubScrollAndResize();
  });
  afterAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', originalClientHeight);
  });
}
