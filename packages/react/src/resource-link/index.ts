export {
  EmbeddedResourceCard,
  ResourceLinkCard,
  type EmbeddedResourceBlock,
  type EmbeddedResourceCardProps,
  type ResourceLinkBlock,
  type ResourceLinkCardProps,
} from './resource-link-card.js';
export { resourceLinkMessages, type ResourceLinkMessages } from './messages.js';
