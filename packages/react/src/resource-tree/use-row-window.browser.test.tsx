import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useRowWindow, type RowWindow } from './use-row-window.js';

const ROW_HEIGHT = 20;
const VIEWPORT = 200;

let latest: RowWindow | undefined;
let renders = 0;
afterEach(() => {
  latest = undefined;
  renders = 0;
});

function List({ count }: { count: number }) {
  const scrollElement = useRef<HTMLDivElement | null>(null);
  const rowWindow = useRowWindow({ count, rowHeight: ROW_HEIGHT, scrollElement, initialHeight: 100 });
  latest = rowWindow;
  renders += 1;
  return (
    <div ref={scrollElement} data-testid="list" style={{ height: VIEWPORT, overflow: 'auto' }}>
      <div style={{ height: count * ROW_HEIGHT }} />
    </div>
  );
}

function rowsShown() {
  return [latest!.start, latest!.end];
}

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

it('measures the container and follows its scrolling, rendering only when the rows in view change', async () => {
  render(<List count={1000} />);
  // Measured in the first layout effect: the assumed 100 pixels were 5 rows.
  expect(rowsShown()).toEqual([0, 10]);
  expect(latest!.measuredHeight).toBe(VIEWPORT);

  const list = screen.getByTestId('list');
  list.scrollTop = 201;
  await nextFrame();
  expect(rowsShown()).toEqual([10, 21]);
  expect(latest!.isScrolling).toBe(true);
  const rendersThen = renders;
  list.scrollTop = 205;
  await nextFrame();
  expect(renders).toBe(rendersThen);

  // At rest again once no scroll event came for a while.
  await waitFor(() => expect(latest!.isScrolling).toBe(false));
  expect(rowsShown()).toEqual([10, 21]);
});

it('shows the last rows when the count drops below the scrolled offset, before the container reports it', async () => {
  const view = render(<List count={1000} />);
  screen.getByTestId('list').scrollTop = 5000;
  await nextFrame();
  expect(rowsShown()).toEqual([250, 260]);
  view.rerender(<List count={15} />);
  expect(rowsShown()).toEqual([5, 15]);
  view.rerender(<List count={0} />);
  expect(rowsShown()).toEqual([0, 0]);
});

it('scrolls the least that shows a row whole, and the rows follow in the same render', async () => {
  render(<List count={1000} />);
  const list = screen.getByTestId('list');
  act(() => latest!.scrollToIndex(50));
  expect(list.scrollTop).toBe(50 * ROW_HEIGHT + ROW_HEIGHT - VIEWPORT);
  expect(rowsShown()).toEqual([41, 51]);
  act(() => latest!.scrollToIndex(45));
  expect(list.scrollTop).toBe(50 * ROW_HEIGHT + ROW_HEIGHT - VIEWPORT);
  act(() => latest!.scrollToIndex(3));
  expect(list.scrollTop).toBe(3 * ROW_HEIGHT);
  expect(rowsShown()).toEqual([3, 13]);
});
