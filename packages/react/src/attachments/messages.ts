/** English strings of `AttachTray` and `AttachDropZone`; replace them with `messages={{ attachTray: { … } }}`. */
export const attachTrayMessages = {
  title: 'Attached',
  empty: 'Nothing attached yet. Select resources and attach them, or drop them here.',
  count: (count: string) => `${count} attached`,
  remove: (name: string) => `Remove ${name}`,
  clear: 'Remove all',
  reading: 'Reading…',
  uiLink: 'MCP App: an interface for you, not context for the model. It goes as a link, without its HTML.',
  failed: 'Could not read it',
  retry: 'Retry',
  changed: 'Changed since attached',
  useNewVersion: 'Use new version',
  keepAttachedVersion: 'Keep attached version',
  overBudget: (projected: string, budget: string) =>
    `Attaching this brings the total to about ${projected} tokens, over the budget of ${budget}.`,
  attachAnyway: 'Attach anyway',
  cancel: 'Cancel',
  dropHere: 'Drop resources here to attach them',
};

export type AttachTrayMessages = typeof attachTrayMessages;
