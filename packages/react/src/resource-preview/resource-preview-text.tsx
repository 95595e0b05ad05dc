'use client';

import { indexLines, type CodeLanguage, type LineIndex } from '@mcp-resource-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useFormatters } from '../messages/use-formatters.js';
import { CHUNK_LINES } from './highlight/highlight-session.js';
import type { HighlightDocument } from './highlight/highlighter.js';
import type { HighlightLine } from './highlight/shiki-tokenizer.js';
import { useHighlight } from './highlight/use-highlight.js';
import { useResourcePreviewMessages } from './messages.js';
import { useCopy } from './use-copy.js';

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
  const lines = useMemo(() => indexLines(text), [text]);
  const shownLines = showAll ? lines.count : Math.min(lines.count, maxLines);
  const lineLimit = showAll ? Infinity : maxLineLength;
  const cutsLines = shownLines < lines.count;
  const cutsLongLines = lines.longest > lineLimit;
  const highlighting = useHighlight(text, language, highlight);
  const { state: copyState, copy } = useCopy();
  const regionId = useId();

  const gutterDigits = String(Math.max(1, shownLines)).length;
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
      data-virtualized={shownLines > VIRTUALIZE_AFTER_LINES || undefined}
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
        lineLimit={lineLimit}
        wrap={wrap}
        lineNumbers={lineNumbers}
        highlighting={highlighting}
      />
    </div>
  );
}

function estimateLineSize(): number {
  return ESTIMATED_LINE_HEIGHT;
}

interface TextLinesProps {
  id: string;
  label: string;
  lines: LineIndex;
  count: number;
  lineLimit: number;
  wrap: boolean;
  lineNumbers: boolean;
  highlighting: HighlightDocument | undefined;
}

function TextLines({ id, label, lines, count, lineLimit, wrap, lineNumbers, highlighting }: TextLinesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualized = count > VIRTUALIZE_AFTER_LINES;
  // Stable callbacks: the virtualizer works out every line's offset again (137,000 of them in a
  // 5 MB file) whenever one of them changes, and this component renders again for every chunk of
  // highlighted lines that lands.
  const getScrollElement = useCallback(() => scroller.current, []);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: estimateLineSize,
    overscan: 16,
    enabled: virtualized,
    // Lays out the first screen before the scroller is measured (and in environments without layout).
    initialRect: { width: 800, height: 480 },
  });
  // Wrapping or line numbers change every line's height: measure again. Not on mount, where
  // nothing is measured yet and it would only work out every line's offset a second time.
  const layout = `${wrap}:${lineNumbers}:${virtualized}`;
  const measuredLayout = useRef(layout);
  useEffect(() => {
    if (measuredLayout.current === layout) return;
    measuredLayout.current = layout;
    if (virtualized) virtualizer.measure();
  }, [layout, virtualized, virtualizer]);

  const items = virtualized ? virtualizer.getVirtualItems() : undefined;
  const first = items ? (items[0]?.index ?? 0) : 0;
  const last = items ? (items[items.length - 1]?.index ?? 0) : count - 1;
  useEffect(() => {
    if (count > 0) highlighting?.want(first, last);
  });

  const rows: ReactNode[] = [];
  const indexes = items ? items.map((item) => item.index) : Array.from({ length: count }, (_, index) => index);
  for (const index of indexes) {
    const chunk = highlighting?.chunk(Math.floor(index / CHUNK_LINES));
    rows.push(
      <Line
        key={index}
        index={index}
        lines={lines}
        limit={lineLimit}
        tokens={chunk?.lines[index % CHUNK_LINES]}
        approximate={chunk !== undefined && !chunk.exact}
        lineNumbers={lineNumbers}
        measure={virtualized ? virtualizer.measureElement : undefined}
      />,
    );
  }

  const paddingTop = items?.[0]?.start ?? 0;
  const paddingBottom = items ? Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)) : 0;
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

interface LineProps {
  index: number;
  lines: LineIndex;
  limit: number;
  tokens: HighlightLine | undefined;
  approximate: boolean;
  lineNumbers: boolean;
  measure: ((element: HTMLDivElement | null) => void) | undefined;
}

/** One line; memoized, so that a chunk of tokens landing re-renders only the lines it covers. */
const Line = memo(function Line({ index, lines, limit, tokens, approximate, lineNumbers, measure }: LineProps) {
  return (
    <div data-index={index} ref={measure} data-slot="resource-preview-line">
      {lineNumbers ? (
        <span aria-hidden="true" data-slot="resource-preview-line-number">
          {index + 1}
        </span>
      ) : null}
      <span data-slot="resource-preview-line-text" data-approximate={(tokens && approximate) || undefined}>
        {renderLine(lines, index, limit, tokens)}
      </span>
    </div>
  );
});

function renderLine(lines: LineIndex, index: number, limit: number, tokens: HighlightLine | undefined): ReactNode {
  const start = lines.start(index);
  const end = lines.end(index);
  if (end - start > limit) return `${lines.line(index).slice(0, limit)}…`;
  if (!tokens) return lines.line(index);
  return tokens.map((token, position) =>
    token.color === undefined && !token.fontStyle ? (
      token.content
    ) : (
      <span key={position} style={tokenStyle(token.color, token.fontStyle)}>
        {token.content}
      </span>
    ),
  );
}

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
