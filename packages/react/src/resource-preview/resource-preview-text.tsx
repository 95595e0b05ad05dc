'use client';

import type { CodeLanguage, LineIndex } from '@mcp-resource-kit/core';
import { elementScroll, observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useFormatters } from '../messages/use-formatters.js';
import { CHUNK_LINES, type HighlightedChunk } from './highlight/highlight-session.js';
import type { HighlightDocument } from './highlight/highlighter.js';
import { useHighlight } from './highlight/use-highlight.js';
import { useResourcePreviewMessages } from './messages.js';
import { useCopy } from './use-copy.js';
import { useLineIndex } from './use-line-index.js';

/** Texts with more lines than this are virtualized: only the lines on screen are in the DOM. */
export const VIRTUALIZE_AFTER_LINES = 400;
/** The row height the virtualizer assumes before it measures; the stylesheet's line height. */
const ESTIMATED_LINE_HEIGHT = 20;

export interface ResourcePreviewTextProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The text to show. */
  text: string;
  /** Highlighting language; plain text without one. */
  language?: CodeLanguage | undefined;
  /** What the text is, for labels (a file name or URI). */
  name?: string;
  /** Whether long lines wrap (controlled). */
  wrap?: boolean;
  /** @default false */
  defaultWrap?: boolean;
  onWrapChange?: (wrap: boolean) => void;
  /** Whether line numbers show (controlled). */
  lineNumbers?: boolean;
  /** @default true */
  defaultLineNumbers?: boolean;
  onLineNumbersChange?: (lineNumbers: boolean) => void;
  /** Lines shown before "Show all". @default 10000 */
  maxLines?: number;
  /** Characters of a line shown before "Show all". @default 5000 */
  maxLineLength?: number;
  /** Set false to keep the text plain. @default true */
  highlight?: boolean;
  /** Extra controls at the start of the toolbar (e.g. a view switch). */
  toolbarStart?: ReactNode;
  /** A note shown above the text. */
  notice?: ReactNode;
}

/**
 * Shows a text with line numbers, wrap toggle, copy and "show all". Plain text renders at once;
 * highlighting (shiki, lazily loaded, off the main thread when possible) upgrades the visible lines
 * as it lands. Long texts are virtualized, so megabytes stay responsive.
 * Renders a `<div>` holding a toolbar and a focusable, scrollable region.
 *
 * @selector [data-slot="resource-preview-text"]
 * @selector [data-wrap] lines wrap
 * @selector [data-line-numbers] line numbers show
 * @selector [data-highlighted] highlighting is ready
 * @selector [data-highlight-thread="worker" | "page"] where tokenizing runs
 * @selector [data-virtualized] only visible lines are rendered
 * @selector [data-language="typescript"]
 */
export function ResourcePreviewText({
  text,
  language,
  name,
  wrap: wrapProp,
  defaultWrap = false,
  onWrapChange,
  lineNumbers: lineNumbersProp,
  defaultLineNumbers = true,
  onLineNumbersChange,
  maxLines = 10_000,
  maxLineLength = 5_000,
  highlight = true,
  toolbarStart,
  notice,
  className,
  style,
  ...rest
}: ResourcePreviewTextProps) {
  const messages = useResourcePreviewMessages();
  const formatters = useFormatters();
  const [wrap, setWrap] = useControllableState({ value: wrapProp, defaultValue: defaultWrap, onChange: onWrapChange, caller: 'ResourcePreview.Text' });
  const [lineNumbers, setLineNumbers] = useControllableState({
    value: lineNumbersProp,
    defaultValue: defaultLineNumbers,
    onChange: onLineNumbersChange,
    caller: 'ResourcePreview.Text',
  });
  const [showAll, setShowAll] = useState(false);
  useEffect(() => setShowAll(false), [text]);
  // A text of megabytes is indexed in slices after its first screen shows: until then, the
  // count and the longest line so far are provisional, and the notice about cut lines waits.
  const lines = useLineIndex(text);
  const shownLines = showAll ? lines.count : Math.min(lines.count, maxLines);
  const lineLimit = showAll ? Infinity : maxLineLength;
  const cutsLines = lines.complete && shownLines < lines.count;
  const cutsLongLines = lines.complete && lines.longest > lineLimit;
  const highlighting = useHighlight(text, language, highlight);
  const { state: copyState, copy } = useCopy();
  const regionId = useId();

  // The gutter fits the last line number; while indexing, the one the density so far suggests,
  // so that it does not widen when the count lands.
  const expectedLines = lines.complete ? lines.count : Math.ceil((lines.count * text.length) / Math.max(1, lines.scanned));
  const gutterDigits = String(Math.max(1, shownLines, showAll ? expectedLines : Math.min(expectedLines, maxLines))).length;
  const virtualized = !lines.complete || shownLines > VIRTUALIZE_AFTER_LINES;
  const rootStyle = { ...style, '--resource-preview-gutter-width': `${gutterDigits}ch` } as CSSProperties;

  return (
    <div
      {...rest}
      className={className}
      style={rootStyle}
      data-slot="resource-preview-text"
      data-wrap={wrap || undefined}
      data-line-numbers={lineNumbers || undefined}
      data-highlighted={highlighting?.status === 'ready' || undefined}
      data-highlight-thread={highlighting?.thread}
      data-virtualized={virtualized || undefined}
      data-language={language}
    >
      <div role="group" aria-label={messages.textOptions} data-slot="resource-preview-toolbar">
        {toolbarStart}
        <button type="button" aria-pressed={wrap} onClick={() => setWrap(!wrap)} data-slot="resource-preview-toggle">
          {messages.wrapLines}
        </button>
        <button type="button" aria-pressed={lineNumbers} onClick={() => setLineNumbers(!lineNumbers)} data-slot="resource-preview-toggle">
          {messages.lineNumbers}
        </button>
        <button type="button" onClick={() => copy(text)} data-slot="resource-preview-copy">
          {messages.copyText}
        </button>
        <span role="status" data-slot="resource-preview-copy-status">
          {copyState === 'copied' ? messages.copied : copyState === 'failed' ? messages.copyFailed : ''}
        </span>
      </div>
      {notice}
      {cutsLines || cutsLongLines ? (
        <p data-slot="resource-preview-truncation">
          {cutsLines ? messages.truncatedLines(formatters.number(shownLines), formatters.number(lines.count)) : null}
          {cutsLines && cutsLongLines ? ' ' : null}
          {cutsLongLines ? messages.longLinesCut(formatters.number(maxLineLength)) : null}{' '}
          <button type="button" onClick={() => setShowAll(true)} aria-controls={regionId}>
            {messages.showAll}
          </button>
        </p>
      ) : null}
      <TextLines
        id={regionId}
        label={name ? messages.textRegion(name) : messages.textRegionUnnamed}
        lines={lines}
        count={shownLines}
        virtualized={virtualized}
        lineLimit={lineLimit}
        wrap={wrap}
        lineNumbers={lineNumbers}
        highlighting={highlighting}
      />
    </div>
  );
}

/**
 * Lines are laid out and virtualized in blocks of this many: the virtualizer keeps one offset per
 * block, so that a text of 137,000 lines costs it 17,000 entries to work out again (when the count
 * lands, or wrapping changes the heights), not 137,000. A divisor of the highlighting chunk.
 */
const BLOCK_LINES = 8;
/** Blocks rendered beyond the visible ones, in each direction. */
const OVERSCAN_BLOCKS = 2;
/** The scroller's size until it is measured: the stylesheet's default height (`--mcp-code-max-height`, 32rem). */
const INITIAL_RECT = { width: 800, height: 512 };
/** Blocks the first render shows, before the virtualizer starts: enough to fill `INITIAL_RECT`. */
const FIRST_BLOCKS = Math.ceil(INITIAL_RECT.height / (BLOCK_LINES * ESTIMATED_LINE_HEIGHT));

/*
 * The virtualizer's own measuring reads layout at once (an item's offsetHeight as it mounts, the
 * scroller's size as it is observed, a scroll to the top): on mount, that runs the first style and
 * layout of the whole view inside React's commit, one long task. These wait for the
 * ResizeObservers instead, which report sizes after the browser's own layout; until then a block
 * is as tall as estimated and the scroller as large as `initialRect`. Without ResizeObserver they
 * measure at once, as before.
 */
function measureBlock(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (!entry && typeof ResizeObserver !== 'undefined') {
    const index = instance.indexFromElement(element);
    return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
  }
  return (element as HTMLElement).offsetHeight;
}

function observeScroller(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, callback);
  const observer = new ResizeObserver(() => callback({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/** Scrolls like the virtualizer does, except to the top while the scroller has not left it (as the virtualizer starts). */
function scrollScroller(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<HTMLDivElement, Element>): void {
  if (offset + (options.adjustments ?? 0) === 0 && !instance.scrollOffset) return;
  elementScroll(offset, options, instance);
}

interface TextLinesProps {
  id: string;
  label: string;
  lines: LineIndex;
  count: number;
  virtualized: boolean;
  lineLimit: number;
  wrap: boolean;
  lineNumbers: boolean;
  highlighting: HighlightDocument | undefined;
}

function TextLines({ id, label, lines, count, virtualized, lineLimit, wrap, lineNumbers, highlighting }: TextLinesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Stable callbacks: the virtualizer works out every block's offset again whenever one of them
  // changes, and this component renders again for every chunk of highlighted lines that lands.
  const getScrollElement = useCallback(() => scroller.current, []);
  const estimateBlockSize = useCallback((block: number) => Math.max(1, Math.min(BLOCK_LINES, count - block * BLOCK_LINES)) * ESTIMATED_LINE_HEIGHT, [count]);
  const blocks = Math.ceil(count / BLOCK_LINES);
  // The first render (the one the reader waits for) shows just the first screen of blocks; the
  // virtualizer starts in a render of its own, in a later task, and adds the blocks around them.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (virtualized) setStarted(true);
  }, [virtualized]);
  const virtualizer = useVirtualizer({
    count: blocks,
    getScrollElement,
    estimateSize: estimateBlockSize,
    overscan: OVERSCAN_BLOCKS,
    enabled: virtualized && started,
    indexAttribute: 'data-block',
    measureElement: measureBlock,
    observeElementRect: observeScroller,
    scrollToFn: scrollScroller,
    // Lays out the first screen before the scroller is measured (and in environments without layout).
    initialRect: INITIAL_RECT,
    // Lines that scroll into view render in a task of their own, not inside the frame that handles
    // the scroll: a jump across a long text rendered, laid out and painted a new screen of lines in
    // one long task. The overscan covers ordinary scrolling; a jump shows its lines a frame later.
    useFlushSync: false,
  });
  // Wrapping or line numbers change every line's height: measure again. Not on mount, where
  // nothing is measured yet and it would only work out every block's offset a second time.
  const layout = `${wrap}:${lineNumbers}:${virtualized}`;
  const measuredLayout = useRef(layout);
  useEffect(() => {
    if (measuredLayout.current === layout) return;
    measuredLayout.current = layout;
    if (virtualized) virtualizer.measure();
  }, [layout, virtualized, virtualizer]);

  const items = virtualized && started ? virtualizer.getVirtualItems() : undefined;
  const firstBlock = items ? (items[0]?.index ?? 0) : 0;
  const lastBlock = items ? (items[items.length - 1]?.index ?? 0) : (virtualized ? Math.min(blocks, FIRST_BLOCKS) : blocks) - 1;
  const first = firstBlock * BLOCK_LINES;
  const last = Math.min(count, (lastBlock + 1) * BLOCK_LINES) - 1;
  // As the lines commit, not after they are painted: lines that scroll into view render in a task
  // of their own, whose effects would wait for the next frame, and the worker would start a frame late.
  useLayoutEffect(() => {
    if (count > 0) highlighting?.want(first, last);
  });

  const rows: ReactNode[] = [];
  for (let block = firstBlock; block <= lastBlock; block += 1) {
    rows.push(
      <LineBlock
        key={block}
        block={block}
        lines={lines}
        end={Math.min(count, (block + 1) * BLOCK_LINES)}
        limit={lineLimit}
        chunk={highlighting?.chunk(Math.floor((block * BLOCK_LINES) / CHUNK_LINES))}
        lineNumbers={lineNumbers}
        // Measured once the virtualizer has started: until then, blocks are as tall as estimated.
        measure={items ? virtualizer.measureElement : undefined}
      />,
    );
  }

  const paddingTop = items?.[0]?.start ?? 0;
  const paddingBottom = items
    ? Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0))
    : virtualized
      ? Math.max(0, count - (lastBlock + 1) * BLOCK_LINES) * ESTIMATED_LINE_HEIGHT
      : 0;
  return (
    <div
      ref={scroller}
      id={id}
      role="region"
      aria-label={label}
      aria-busy={highlighting?.status === 'loading' || undefined}
      tabIndex={0}
      // Virtualizing needs a bounded scroller, with or without the kit's stylesheet: an unbounded one shows every line.
      style={virtualized ? { overflow: 'auto', maxHeight: 'var(--mcp-code-max-height, 32rem)' } : undefined}
      data-slot="resource-preview-text-scroller"
    >
      <div data-slot="resource-preview-lines" style={virtualized ? { paddingTop, paddingBottom } : undefined}>
        {rows}
      </div>
    </div>
  );
}

interface LineBlockProps {
  block: number;
  lines: LineIndex;
  /** One past the block's last line. */
  end: number;
  limit: number;
  chunk: HighlightedChunk | undefined;
  lineNumbers: boolean;
  measure: ((element: HTMLDivElement | null) => void) | undefined;
}

/** A block of lines, the unit the virtualizer measures; memoized, so that a chunk of tokens landing re-renders only the blocks it covers. */
const LineBlock = memo(function LineBlock({ block, lines, end, limit, chunk, lineNumbers, measure }: LineBlockProps) {
  const rows: ReactNode[] = [];
  for (let index = block * BLOCK_LINES; index < end; index += 1) {
    rows.push(<Line key={index} index={index} lines={lines} limit={limit} chunk={chunk} lineNumbers={lineNumbers} />);
  }
  return (
    <div data-block={block} ref={measure} data-slot="resource-preview-line-block">
      {rows}
    </div>
  );
});

interface LineProps {
  index: number;
  lines: LineIndex;
  limit: number;
  /** The highlighting of the chunk the line is in, once it has landed. */
  chunk: HighlightedChunk | undefined;
  lineNumbers: boolean;
}

function Line({ index, lines, limit, chunk, lineNumbers }: LineProps) {
  const text = lines.line(index);
  const cut = text.length > limit;
  const runs = cut || !chunk ? undefined : lineRuns(chunk, index % CHUNK_LINES, text.length);
  return (
    <div data-index={index} data-slot="resource-preview-line">
      {lineNumbers ? (
        <span aria-hidden="true" data-slot="resource-preview-line-number">
          {index + 1}
        </span>
      ) : null}
      <span data-slot="resource-preview-line-text" data-approximate={(runs && !chunk!.exact) || undefined}>
        {cut ? `${text.slice(0, limit)}…` : runs ? renderRuns(text, chunk!, runs) : text}
      </span>
    </div>
  );
}

/** The first and one past the last run of `line` in `chunk`; none when they do not add up to the line (the line stays plain). */
function lineRuns(chunk: HighlightedChunk, line: number, length: number): [number, number] | undefined {
  const first = chunk.lineRuns[line];
  const end = chunk.lineRuns[line + 1];
  if (first === undefined || end === undefined) return undefined;
  let total = 0;
  for (let run = first; run < end; run += 1) total += chunk.runs[2 * run]!;
  return total === length ? [first, end] : undefined;
}

function renderRuns(text: string, chunk: HighlightedChunk, [first, end]: [number, number]): ReactNode[] {
  const styles = stylesOf(chunk);
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (let run = first; run < end; run += 1) {
    const content = text.slice(offset, (offset += chunk.runs[2 * run]!));
    const style = styles[chunk.runs[2 * run + 1]!];
    nodes.push(
      style ? (
        <span key={run} style={style}>
          {content}
        </span>
      ) : (
        content
      ),
    );
  }
  return nodes;
}

/** A chunk's looks as style objects (undefined: the text colour), made once per chunk. */
function stylesOf(chunk: HighlightedChunk): Array<CSSProperties | undefined> {
  let styles = chunkStyles.get(chunk);
  if (!styles) {
    styles = chunk.styles.map(({ color, fontStyle }) => (color || fontStyle ? tokenStyle(color, fontStyle) : undefined));
    chunkStyles.set(chunk, styles);
  }
  return styles;
}
const chunkStyles = new WeakMap<HighlightedChunk, Array<CSSProperties | undefined>>();

function tokenStyle(color: string | undefined, fontStyle: number | undefined): CSSProperties {
  const style: CSSProperties = {};
  if (color) style.color = color;
  if (fontStyle) {
    if (fontStyle & 1) style.fontStyle = 'italic';
    if (fontStyle & 2) style.fontWeight = 'bold';
    const decorations = [fontStyle & 4 ? 'underline' : '', fontStyle & 8 ? 'line-through' : ''].filter(Boolean);
    if (decorations.length > 0) style.textDecoration = decorations.join(' ');
  }
  return style;
}
