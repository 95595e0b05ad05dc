/** `ok` below the warning threshold, `warning` from it up to the budget, `over` past the budget. */
export type BudgetState = 'ok' | 'warning' | 'over';

/** @default 0.8 */
export const DEFAULT_WARNING_RATIO = 0.8;

export function budgetState(used: number, budget: number, warningRatio = DEFAULT_WARNING_RATIO): BudgetState {
  if (used > budget) return 'over';
  if (budget > 0 && used >= budget * warningRatio) return 'warning';
  return 'ok';
}
