/** English strings of `ContextBudget`; replace them with `<ResourceKitProvider messages={{ contextBudget: { … } }}>`. */
export const contextBudgetMessages = {
  label: 'Context budget',
  usage: (used: string, budget: string, percent: string) => `${used} of ${budget} tokens (${percent})`,
  approximate: 'estimated',
  ok: 'Within the context budget.',
  warning: (percent: string) => `Attachments use ${percent} of the context budget.`,
  over: (excess: string) => `Over the context budget by ${excess} tokens. Remove something before sending.`,
};

export type ContextBudgetMessages = typeof contextBudgetMessages;
