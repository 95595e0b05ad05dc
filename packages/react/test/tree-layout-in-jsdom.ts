import { afterAll, beforeAll } from 'vitest';

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
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    Element.prototype.scrollIntoView ??= function scrollIntoView() {};
    Element.prototype.scrollTo ??= function scrollTo(this: Element, options?: ScrollToOptions | number) {
      if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    } as Element['scrollTo'];
  });
  afterAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', originalClientHeight);
  });
}
