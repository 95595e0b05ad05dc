/** English strings of `ResourceLinkCard` and `EmbeddedResourceCard`; replace them with `messages={{ resourceLink: { … } }}`. */
export const resourceLinkMessages = {
  open: 'Open',
  preview: 'Preview',
  attach: 'Attach',
  linkLabel: 'Resource link',
  embeddedLabel: 'Embedded resource',
  binary: (mimeType: string) => `Binary content (${mimeType})`,
  noMimeType: 'no MIME type',
  malformed: 'This block is not a valid resource and is not shown: the server sent it without the fields a resource needs.',
  /** `roles` are the annotated audience, already joined ("the assistant", "the user and the assistant"). */
  audience: (roles: string) => `For ${roles}`,
  audienceUser: 'the user',
  audienceAssistant: 'the assistant',
  and: ' and ',
  priority: (value: string) => `Priority ${value}`,
};

export type ResourceLinkMessages = typeof resourceLinkMessages;
