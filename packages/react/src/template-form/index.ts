export * as TemplateForm from './index.parts.js';
export type { TemplateFormRootProps } from './template-form-root.js';
export type { TemplateFormTitleProps } from './template-form-title.js';
export type { TemplateFormDescriptionProps } from './template-form-description.js';
export type { TemplateFormFieldsProps } from './template-form-fields.js';
export type { TemplateFormFieldProps } from './template-form-field.js';
export type { TemplateFormLabelProps } from './template-form-label.js';
export type { TemplateFormInputProps } from './template-form-input.js';
export type { TemplateFormHintProps } from './template-form-hint.js';
export type { TemplateFormSuggestionStatusProps } from './template-form-suggestion-status.js';
export type { TemplateFormSuggestionsProps } from './template-form-suggestions.js';
export type { TemplateFormSuggestionProps } from './template-form-suggestion.js';
export type { TemplateFormPreviewProps } from './template-form-preview.js';
export type { TemplateFormCopyProps } from './template-form-copy.js';
export type { TemplateFormReasonProps } from './template-form-reason.js';
export type { TemplateFormSubmitProps } from './template-form-submit.js';
export type { TemplateFormAttachProps } from './template-form-attach.js';
export type { TemplateFormErrorProps } from './template-form-error.js';
export type { SuggestionState, TemplateFormSubmission } from './template-form-context.js';
export {
  acceptsSlash,
  fieldHints,
  previewSegments,
  resolveTemplate,
  toTemplateValue,
  type FieldHint,
  type PreviewSegment,
  type TemplateFieldValues,
  type TemplateResolution,
} from '@mcp-resource-kit/core';
export { TEMPLATE_FORM_MESSAGES, type TemplateFormMessages } from './template-form-messages.js';
