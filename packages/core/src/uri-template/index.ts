export {
  MAX_TEMPLATE_LENGTH,
  parseTemplate,
  type ParsedUriTemplate,
  type UriTemplateExpression,
  type UriTemplateLiteral,
  type UriTemplateOperator,
  type UriTemplatePart,
  type UriTemplateVariable,
} from './parse.js';
export { expandExpression, expandTemplate, type UriTemplateScalar, type UriTemplateValue, type UriTemplateValues } from './expand.js';
export { UriTemplateError, type UriTemplateErrorCode } from './uri-template-error.js';
export {
  MAX_TEMPLATE_FIELDS,
  acceptsSlash,
  completionContext,
  fieldHints,
  previewSegments,
  resolveTemplate,
  toTemplateValue,
  toTemplateValues,
  type FieldHint,
  type PreviewSegment,
  type TemplateFieldValues,
  type TemplateResolution,
} from './field-values.js';
