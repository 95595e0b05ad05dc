import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { budgetState } from './budget-state.js';
import { ContextBudget } from './context-budget.js';

describe('budgetState', () => {
  it.each([
    [0, 1000, 'ok'],
    [799, 1000, 'ok'],
    [800, 1000, 'warning'],
    [1000, 1000, 'warning'],
    [1001, 1000, 'over'],
    [1, 0, 'over'],
  ] as const)('%d of %d is %s', (used, budget, state) => {
    expect(budgetState(used, budget)).toBe(state);
  });
});

describe('ContextBudget', () => {
  it('exposes a meter with its value and a readable text', async () => {
    const { container } = render(<ContextBudget used={2500} budget={10000} />);
    const meter = screen.getByRole('meter', { name: 'Context budget' });
    expect(meter.getAttribute('aria-valuenow')).toBe('2500');
    expect(meter.getAttribute('aria-valuemax')).toBe('10000');
    expect(meter.getAttribute('aria-valuetext')).toContain('2,500 of 10,000 tokens (25%)');
    expect(container.querySelector('[data-slot="context-budget"]')?.getAttribute('data-state')).toBe('ok');
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);
  });

  it('warns near the budget and announces it politely', () => {
    render(<ContextBudget used={8500} budget={10000} approximate />);
    expect(screen.getByRole('status').textContent).toBe('Attachments use 85% of the context budget.');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(document.querySelector('[data-state="warning"][data-approximate]')).toBeInTheDocument();
  });

  it('says by how much the budget is exceeded', async () => {
    const { container, rerender } = render(<ContextBudget used={900} budget={1000} />);
    rerender(<ContextBudget used={1250} budget={1000} />);
    expect(screen.getByRole('status').textContent).toBe('Over the context budget by 250 tokens. Remove something before sending.');
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('1000');
    await expectNoAxeViolations(container);
  });
});
