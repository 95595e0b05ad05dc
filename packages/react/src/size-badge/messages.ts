/** English strings of `SizeBadge`; replace them with `<ResourceKitProvider messages={{ sizeBadge: { … } }}>`. */
export const sizeBadgeMessages = {
  approximately: '≈',
  tokens: (count: string) => `${count} tokens`,
  unknownSize: 'size unknown',
  explainListed: (bytes: string, tokens: string) =>
    `About ${bytes} and ${tokens} tokens, estimated from the size the server listed. Exact once the resource is read.`,
  explainMeasured: (bytes: string, tokens: string) => `${bytes} as read; about ${tokens} tokens (estimated from the content).`,
  explainExact: (bytes: string, tokens: string) => `${bytes} as read; ${tokens} tokens, counted by the tokenizer.`,
  explainUnknown: 'The server did not say how large this resource is. Read it to measure it.',
};

export type SizeBadgeMessages = typeof sizeBadgeMessages;
