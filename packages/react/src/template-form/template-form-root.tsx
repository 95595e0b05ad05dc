'use client';

import { parseTemplate, ResourceError, toResourceError, UriTemplateError, type ResourceTemplate } from '@mcp-resource-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useServerHandle } from '../provider/use-resource-kit.js';
import { resourceReadOptions } from '../queries/resource-read-options.js';
import { MAX_TEMPLATE_FIELDS, resolveTemplate, type TemplateFieldValues, type TemplateResolution } from '@mcp-resource-kit/core';
import { TemplateFormContext, type TemplateFormContextValue, type TemplateFormSubmission } from './template-form-context.js';
import { TEMPLATE_FORM_MESSAGES, type TemplateFormMessages } from './messages.js';
import { usePartRegistry } from './use-part-registry.js';

export interface TemplateFormRootState {
  /** @selector [data-status="ready" | "incomplete" | "invalid-template" | "invalid-value"] */
  status: TemplateResolution['status'];
  /** @selector [data-reading] */
  reading: boolean;
  /** @selector [data-failed] */
  failed: boolean;
}

export interface TemplateFormRootProps extends Omit<ComponentProps<'form'>, 'onSubmit'>, PartRenderProps<'form', TemplateFormRootState> {
  /** The server whose template this is; completions and reads go to it. */
  serverId: string;
  /** The template as listed by the server, or just its `uriTemplate` string. */
  template: ResourceTemplate | string;
  /** The typed values by variable name (controlled). */
  values?: TemplateFieldValues;
  /** The values to start with (uncontrolled). @default {} */
  defaultValues?: TemplateFieldValues;
  onValuesChange?: (values: TemplateFieldValues) => void;
  /**
   * "Open": called with the expanded URI. With `readOnSubmit`, only after the server answered the
   * read, so a preview that reads the same URI gets it from the cache.
   */
  onResolve?: (uri: string, template: ResourceTemplate) => void;
  /** "Attach": called with the expanded URI. `TemplateForm.Attach` renders only when this is set. */
  onAttach?: (uri: string, template: ResourceTemplate) => void;
  /**
   * Reads the URI before handing it to `onResolve`; a failure (such as not-found) is shown by
   * `TemplateForm.Error` with the values kept. @default false
   */
  readOnSubmit?: boolean;
  /** Ask the server for suggestions while typing, when it offers completions. @default true */
  completions?: boolean;
  /** Wait this long after the last keystroke before asking for suggestions. @default 200 */
  debounceMs?: number;
}

/**
 * Turns a resource template into a concrete URI: one field per variable, a live preview, and
 * "Open"/"Attach". Renders a `<form>`.
 *
 * @selector [data-slot="template-form"]
 * @selector [data-status="ready" | "incomplete" | "invalid-template" | "invalid-value"] where the values stand
 * @selector [data-reading] while "Open" reads the URI
 * @selector [data-failed] after the read failed for the current URI
 */
export function TemplateFormRoot({
  serverId,
  template: templateProp,
  values: valuesProp,
  defaultValues = EMPTY_VALUES,
  onValuesChange,
  onResolve,
  onAttach,
  readOnSubmit = false,
  completions = true,
  debounceMs = 200,
  render,
  className,
  style,
  ref,
  children,
  ...props
}: TemplateFormRootProps) {
  const messages: TemplateFormMessages = useMessages('templateForm', TEMPLATE_FORM_MESSAGES);
  const { locale } = useFormatters();
  const server = useServerHandle(serverId);
  const queryClient = useQueryClient();
  const baseId = useId();
  const { registered, register } = usePartRegistry();

  const template = useMemo<ResourceTemplate>(
    () => (typeof templateProp === 'string' ? { uriTemplate: templateProp, name: templateProp } : templateProp),
    [templateProp],
  );
  const { parsed, parseError } = useMemo(() => {
    try {
      return { parsed: parseTemplate(template.uriTemplate), parseError: undefined };
    } catch (error) {
      if (UriTemplateError.isInstance(error)) return { parsed: undefined, parseError: error };
      throw error;
    }
  }, [template.uriTemplate]);

  const [values, setValues] = useControllableState<TemplateFieldValues>({
    value: valuesProp,
    defaultValue: defaultValues,
    onChange: onValuesChange,
    caller: 'TemplateForm.Root',
  });
  const setValue = useCallback((name: string, value: string) => setValues((previous) => ({ ...previous, [name]: value })), [setValues]);

  const resolution = useMemo<TemplateResolution>(() => {
    if (!parsed || parsed.variables.length > MAX_TEMPLATE_FIELDS) return { status: 'invalid-template', error: parseError };
    return resolveTemplate(parsed, values);
  }, [parsed, parseError, values]);

  const [submission, setSubmission] = useState<TemplateFormSubmission>({ status: 'idle' });
  const latestRead = useRef(0);
  const uri = resolution.status === 'ready' ? resolution.uri : undefined;
  // A result belongs to the URI it was for; once the values change, it no longer describes them.
  const currentSubmission: TemplateFormSubmission = submission.status !== 'idle' && submission.uri === uri ? submission : { status: 'idle' };

  const reason = ((): string | undefined => {
    switch (resolution.status) {
      case 'invalid-template':
        return messages.invalidTemplate(resolution.error);
      case 'invalid-value':
        return messages.invalidValue(resolution.error.variable ?? '');
      case 'incomplete': {
        const names = resolution.missing.map((variable) => variable.name);
        return messages.missing(new Intl.ListFormat(locale, { type: 'conjunction' }).format(names), names.length);
      }
      case 'ready':
        if (currentSubmission.status === 'reading') return messages.reading;
        if (readOnSubmit && !server.client) return messages.connecting;
        return undefined;
    }
  })();

  const open = async (target: string) => {
    if (!readOnSubmit) {
      onResolve?.(target, template);
      return;
    }
    const client = server.client;
    if (!client) return;
    const attempt = ++latestRead.current;
    setSubmission({ status: 'reading', uri: target });
    try {
      await queryClient.fetchQuery(resourceReadOptions({ ...server, client }, target));
      if (attempt !== latestRead.current) return;
      setSubmission({ status: 'idle' });
      onResolve?.(target, template);
    } catch (cause) {
      if (attempt !== latestRead.current) return;
      const error = ResourceError.isInstance(cause) ? cause : toResourceError(cause, { action: `reading ${target}`, uri: target });
      setSubmission({ status: 'failed', uri: target, error });
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resolution.status === 'incomplete') {
      // Enter in a field moves on to the first field that still needs a value.
      const first = event.currentTarget.elements.namedItem(resolution.missing[0]?.name ?? '');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    if (reason !== undefined || uri === undefined) return;
    void open(uri);
  };

  const attach = useCallback(() => {
    if (uri !== undefined) onAttach?.(uri, template);
  }, [uri, onAttach, template]);

  const ids = useMemo(
    () => ({ title: `${baseId}-title`, description: `${baseId}-description`, reason: `${baseId}-reason`, error: `${baseId}-error` }),
    [baseId],
  );

  const context: TemplateFormContextValue = {
    serverId,
    template,
    parsed,
    parseError,
    values,
    setValue,
    resolution,
    reason,
    submission: currentSubmission,
    completions,
    debounceMs,
    canAttach: onAttach !== undefined,
    attach,
    messages,
    ids,
    register,
    registered,
  };

  const labelledBy = props['aria-labelledby'] ?? (registered.has('title') ? ids.title : undefined);
  const describedBy = props['aria-describedby'] ?? (registered.has('description') ? ids.description : undefined);

  return (
    <TemplateFormContext.Provider value={context}>
      {renderElement(
      <form
        noValidate
        aria-label={labelledBy ? undefined : (template.title ?? template.name)}
        {...props}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        ref={ref}
        className={className}
        style={style}
        onSubmit={handleSubmit}
        data-slot="template-form"
        data-status={resolution.status}
        data-reading={currentSubmission.status === 'reading' || undefined}
        data-failed={currentSubmission.status === 'failed' || undefined}
      >
        {children}
      </form>,
        render,
        { status: resolution.status, reading: currentSubmission.status === 'reading', failed: currentSubmission.status === 'failed' },
      )}
    </TemplateFormContext.Provider>
  );
}

const EMPTY_VALUES: TemplateFieldValues = {};
