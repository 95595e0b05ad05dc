'use client';

import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { budgetState, DEFAULT_WARNING_RATIO, type BudgetState } from './budget-state.js';
import { contextBudgetMessages } from './messages.js';

export interface ContextBudgetState {
  /** @selector [data-state="ok" | "warning" | "over"] */
  state: BudgetState;
  /** @selector [data-approximate] */
  approximate: boolean;
}

export interface ContextBudgetProps extends Omit<ComponentProps<'div'>, 'children'>, PartRenderProps<'div', ContextBudgetState> {
  /** Tokens attached so far. */
  used: number;
  /** Tokens the host allows for attachments. */
  budget: number;
  /** True when `used` includes estimates rather than exact counts. */
  approximate?: boolean;
  /** Share of the budget from which the meter warns. @default 0.8 */
  warningRatio?: number;
}

/**
 * A meter of the attached tokens against the budget, with warning and over-budget states that are
 * announced politely to screen readers when they change. Renders a `<div>`; the bar is exposed as
 * `--mcp-context-budget-fill` (0–1) for styling.
 *
 * @selector [data-slot="context-budget"]; inside it `context-budget-header`, `-label`, `-usage`,
 *   `-meter`, `-fill` and `-status`
 */
export function ContextBudget({ used, budget, approximate = false, warningRatio = DEFAULT_WARNING_RATIO, style, render, ...props }: ContextBudgetProps) {
  const messages = useMessages('contextBudget', contextBudgetMessages);
  const format = useFormatters();
  const state = budgetState(used, budget, warningRatio);
  const ratio = budget > 0 ? used / budget : used > 0 ? Infinity : 0;
  const percent = new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 0 }).format(Number.isFinite(ratio) ? ratio : 1);
  const usage = messages.usage(format.number(used), format.number(budget), percent);
  const summary = state === 'over' ? messages.over(format.number(used - budget)) : state === 'warning' ? messages.warning(percent) : messages.ok;

  return renderElement(
    <div
      data-slot="context-budget"
      data-state={state}
      data-approximate={approximate || undefined}
      style={{ ...style, ['--mcp-context-budget-fill' as string]: Math.min(1, Number.isFinite(ratio) ? ratio : 1) }}
      {...props}
    >
      <div data-slot="context-budget-header">
        <span id={`${props.id ?? 'mcp-context-budget'}-label`} data-slot="context-budget-label">
          {messages.label}
        </span>
        <span data-slot="context-budget-usage">
          {approximate ? '≈ ' : ''}
          {usage}
          {approximate ? <span data-visually-hidden=""> ({messages.approximate})</span> : null}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${props.id ?? 'mcp-context-budget'}-label`}
        aria-valuemin={0}
        aria-valuemax={budget}
        aria-valuenow={Math.min(used, budget)}
        aria-valuetext={`${usage}. ${summary}`}
        data-slot="context-budget-meter"
      >
        <div data-slot="context-budget-fill" />
      </div>
      {/* Silent while within budget: a live region that announced every count would be noise. */}
      <p data-slot="context-budget-status" role="status" aria-live="polite">
        {state === 'ok' ? '' : summary}
      </p>
    </div>,
    render,
    { state, approximate },
  );
}
