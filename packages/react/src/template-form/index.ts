export * as TemplateForm from './index.parts.js';
export { TemplateFormRoot, type TemplateFormRootProps, type TemplateFormRootState } from './template-form-root.js';
export { TemplateFormTitle, type TemplateFormTitleProps } from './template-form-title.js';
export { TemplateFormDescription, type TemplateFormDescriptionProps } from './template-form-description.js';
export { TemplateFormFields, type TemplateFormFieldsProps } from './template-form-fields.js';
export { TemplateFormField, type TemplateFormFieldProps } from './template-form-field.js';
export { TemplateFormLabel, type TemplateFormLabelProps } from './template-form-label.js';
export { TemplateFormInput, type TemplateFormInputProps } from './template-form-input.js';
export { TemplateFormHint, type TemplateFormHintProps } from './template-form-hint.js';
export { TemplateFormSuggestionStatus, type TemplateFormSuggestionStatusProps } from './template-form-suggestion-status.js';
export { TemplateFormSuggestions, type TemplateFormSuggestionsProps } from './template-form-suggestions.js';
export { TemplateFormSuggestion, type TemplateFormSuggestionProps, type TemplateFormSuggestionState } from './template-form-suggestion.js';
export { TemplateFormPreview, type TemplateFormPreviewProps } from './template-form-preview.js';
export { TemplateFormCopy, type TemplateFormCopyProps } from './template-form-copy.js';
export { TemplateFormReason, type TemplateFormReasonProps } from './template-form-reason.js';
export { TemplateFormSubmit, type TemplateFormSubmitProps, type TemplateFormSubmitState } from './template-form-submit.js';
export { TemplateFormAttach, type TemplateFormAttachProps } from './template-form-attach.js';
export { TemplateFormError, type TemplateFormErrorProps } from './template-form-error.js';
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
export { TEMPLATE_FORM_MESSAGES, type TemplateFormMessages } from './messages.js';
