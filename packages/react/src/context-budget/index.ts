export { ContextBudget, type ContextBudgetProps, type ContextBudgetState } from './context-budget.js';
export { budgetState, DEFAULT_WARNING_RATIO, type BudgetState } from './budget-state.js';
export { contextBudgetMessages, type ContextBudgetMessages } from './messages.js';
