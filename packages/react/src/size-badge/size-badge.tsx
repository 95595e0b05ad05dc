'use client';

import type { TokenEstimate } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { sizeBadgeMessages } from './messages.js';

export interface SizeBadgeState {
  /**
   * `listed` before reading (from the server's `size`), `measured` after, `unknown` without either.
   * @selector [data-source="listed" | "measured" | "unknown"]
   */
  source: 'listed' | 'measured' | 'unknown';
  /** @selector [data-approximate] */
  approximate: boolean;
}

export interface SizeBadgeProps extends Omit<ComponentProps<'span'>, 'children'>, PartRenderProps<'span', SizeBadgeState> {
  /** From `estimateListedTokens(resource)` before reading, `estimateReadTokens(read)` after. */
  estimate: TokenEstimate;
}

/**
 * Bytes and approximate tokens of a resource: "≈ 4.1 kB · ≈ 1,024 tokens" until it has been read,
 * exact bytes after. The full explanation is in the tooltip and read out to screen readers; given
 * `aria-hidden` (where a row says its size some other way), it leaves that sentence out rather
 * than lay out text nobody hears. Renders a `<span>`.
 *
 * @selector [data-slot="size-badge"]
 */
export function SizeBadge({ estimate, render, ...props }: SizeBadgeProps) {
  const messages = useMessages('sizeBadge', sizeBadgeMessages);
  const format = useFormatters();
  const state: SizeBadgeState = {
    source: estimate.tokens === undefined ? 'unknown' : estimate.measured ? 'measured' : 'listed',
    approximate: estimate.approximate,
  };
  const bytes = estimate.bytes === undefined ? undefined : format.bytes(estimate.bytes);
  const tokens = estimate.tokens === undefined ? undefined : format.number(estimate.tokens);
  const about = messages.approximately;

  // Bytes and tokens are two spans, so that a narrow column can cut the tokens short and keep the bytes.
  let visible: [bytes: string, tokens?: string];
  let explanation: string;
  if (bytes === undefined || tokens === undefined) {
    visible = [messages.unknownSize];
    explanation = messages.explainUnknown;
  } else if (!estimate.measured) {
    visible = [`${about} ${bytes}`, ` · ${about} ${messages.tokens(tokens)}`];
    explanation = messages.explainListed(bytes, tokens);
  } else {
    visible = [bytes, ` · ${estimate.approximate ? `${about} ` : ''}${messages.tokens(tokens)}`];
    explanation = estimate.approximate ? messages.explainMeasured(bytes, tokens) : messages.explainExact(bytes, tokens);
  }

  return renderElement(
    <span data-slot="size-badge" data-source={state.source} data-approximate={state.approximate || undefined} title={explanation} {...props}>
      <span aria-hidden="true">
        <span data-slot="size-badge-bytes">{visible[0]}</span>
        {visible[1] !== undefined && <span data-slot="size-badge-tokens">{visible[1]}</span>}
      </span>
      {!isHidden(props['aria-hidden']) && <span data-visually-hidden="">{explanation}</span>}
    </span>,
    render,
    state,
  );
}

function isHidden(ariaHidden: ComponentProps<'span'>['aria-hidden']): boolean {
  return ariaHidden === true || ariaHidden === 'true';
}
