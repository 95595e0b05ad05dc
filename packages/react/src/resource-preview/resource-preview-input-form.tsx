'use client';

import type { InputAnswers } from '@mcp-resource-kit/core';
import { useId, useMemo, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useFormatters, type Formatters } from '../messages/use-formatters.js';
import { collectContent, parseInputRequests, type FieldProblem, type InputField, type InputRequestView } from '@mcp-resource-kit/core';
import { useResourcePreviewMessages, type ResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

type RawValue = string | boolean | string[] | undefined;
type RawValues = Record<string, Record<string, RawValue>>;

/** Radio buttons up to this many choices, a select above. */
const MAX_RADIO_OPTIONS = 4;

export type ResourcePreviewInputFormProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'>;

/**
 * When the server answers a read with `input_required`, asks the user inline: one field per
 * property of each elicitation's `requestedSchema` (text, number, integer, boolean, single and
 * multiple choice with titles), plus Continue, Decline and Cancel. The answer's result is shown
 * once and never cached. Renders a `<form>`, only while the server waits for input.
 *
 * @selector [data-slot="resource-preview-input-form"]
 * @selector [data-submitting] answers are on their way
 */
export function ResourcePreviewInputForm(props: ResourcePreviewInputFormProps) {
  const { input } = useResourcePreview();
  if (!input) return null;
  // Keyed by the requests: a new round (the server asked again) starts from a fresh form.
  return <InputRoundForm key={JSON.stringify(input.requests).slice(0, 10_000)} {...props} />;
}

function initialValues(requests: InputRequestView[]): RawValues {
  const values: RawValues = {};
  for (const request of requests) {
    if (request.mode !== 'form') continue;
    const fields: Record<string, RawValue> = {};
    for (const field of request.fields) {
      switch (field.kind) {
        case 'text':
        case 'choice':
          fields[field.name] = field.defaultValue ?? '';
          break;
        case 'number':
          fields[field.name] = field.defaultValue === undefined ? '' : String(field.defaultValue);
          break;
        case 'boolean':
          fields[field.name] = field.defaultValue ?? false;
          break;
        case 'choices':
          fields[field.name] = field.defaultValue ?? [];
          break;
        case 'unsupported':
          break;
      }
    }
    values[request.key] = fields;
  }
  return values;
}

function InputRoundForm({ className, ...rest }: ResourcePreviewInputFormProps) {
  const { input, idBase } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const formatters = useFormatters();
  const requests = useMemo(() => parseInputRequests(input?.requests), [input?.requests]);
  const [values, setValues] = useState<RawValues>(() => initialValues(requests));
  const [problems, setProblems] = useState<Record<string, Record<string, FieldProblem>>>({});
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  if (!input) return null;
  const answerable = requests.length > 0 && requests.every((request) => request.mode !== 'unsupported');
  const fieldId = (key: string, name: string) => `${idBase}-input-${encodeURIComponent(key)}-${encodeURIComponent(name)}`;

  const answerAll = (action: 'decline' | 'cancel') => {
    const responses: InputAnswers['inputResponses'] = {};
    for (const request of requests) if (request.mode !== 'unsupported') responses[request.key] = { action };
    input.submit(responses);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (input.submitting || !answerable) return;
    const responses: InputAnswers['inputResponses'] = {};
    const found: Record<string, Record<string, FieldProblem>> = {};
    for (const request of requests) {
      if (request.mode === 'url') responses[request.key] = { action: 'accept' };
      if (request.mode !== 'form') continue;
      const { content, problems: requestProblems } = collectContent(request.fields, values[request.key] ?? {});
      if (Object.keys(requestProblems).length > 0) found[request.key] = requestProblems;
      responses[request.key] = { action: 'accept', content };
    }
    setProblems(found);
    const firstKey = Object.keys(found)[0];
    if (firstKey !== undefined) {
      const firstField = Object.keys(found[firstKey]!)[0]!;
      form.current?.ownerDocument.getElementById(fieldId(firstKey, firstField))?.focus();
      return;
    }
    input.submit(responses);
  };

  const setValue = (key: string, name: string, value: RawValue) => setValues((previous) => ({ ...previous, [key]: { ...previous[key], [name]: value } }));

  return (
    <form
      {...rest}
      ref={form}
      className={className}
      noValidate
      aria-labelledby={titleId}
      aria-busy={input.submitting || undefined}
      onSubmit={onSubmit}
      data-slot="resource-preview-input-form"
      data-submitting={input.submitting || undefined}
    >
      <p id={titleId} data-slot="resource-preview-input-title">
        {messages.inputTitle}
      </p>
      {requests.map((request) => (
        <fieldset key={request.key} disabled={input.submitting} data-slot="resource-preview-input-request" data-mode={request.mode}>
          {request.mode === 'unsupported' ? (
            <p role="alert">{messages.unsupportedInput(request.method)}</p>
          ) : (
            <>
              <legend>{request.message || messages.inputTitle}</legend>
              {request.mode === 'url' ? (
                request.url ? (
                  <p>
                    <a href={request.url} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
                      {messages.openLink(hostOf(request.url))}
                    </a>
                  </p>
                ) : null
              ) : (
                request.fields.map((field) => (
                  <Field
                    key={field.name}
                    id={fieldId(request.key, field.name)}
                    field={field}
                    value={values[request.key]?.[field.name]}
                    problem={problems[request.key]?.[field.name]}
                    onChange={(value) => setValue(request.key, field.name, value)}
                    messages={messages}
                    formatters={formatters}
                  />
                ))
              )}
            </>
          )}
        </fieldset>
      ))}
      <p data-slot="resource-preview-input-note">{messages.inputNotCached}</p>
      <div data-slot="resource-preview-input-actions">
        <button type="submit" disabled={input.submitting || !answerable}>
          {input.submitting ? messages.submitting : requests.some((request) => request.mode === 'url') ? messages.linkDone : messages.submit}
        </button>
        <button type="button" disabled={input.submitting} onClick={() => answerAll('decline')}>
          {messages.decline}
        </button>
        <button type="button" disabled={input.submitting} onClick={() => answerAll('cancel')}>
          {messages.cancel}
        </button>
      </div>
    </form>
  );
}

function hostOf(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? url;
}

function describeProblem(problem: FieldProblem, messages: ResourcePreviewMessages, formatters: Formatters): string {
  switch (problem.problem) {
    case 'required':
      return messages.fieldRequired;
    case 'notANumber':
      return messages.notANumber;
    case 'notAnInteger':
      return messages.notAnInteger;
    case 'invalidEmail':
      return messages.invalidEmail;
    case 'invalidUrl':
      return messages.invalidUrl;
    case 'invalidDate':
      return messages.invalidDate;
    case 'chooseOne':
      return messages.chooseOne;
    case 'tooShort':
      return messages.tooShort(formatters.number(problem.limit));
    case 'tooLong':
      return messages.tooLong(formatters.number(problem.limit));
    case 'tooSmall':
      return messages.tooSmall(formatters.number(problem.limit));
    case 'tooLarge':
      return messages.tooLarge(formatters.number(problem.limit));
    case 'tooFewChoices':
      return messages.tooFewChoices(formatters.number(problem.limit));
    case 'tooManyChoices':
      return messages.tooManyChoices(formatters.number(problem.limit));
  }
}

interface FieldProps {
  id: string;
  field: InputField;
  value: RawValue;
  problem: FieldProblem | undefined;
  onChange: (value: RawValue) => void;
  messages: ResourcePreviewMessages;
  formatters: Formatters;
}

function Field({ id, field, value, problem, onChange, messages, formatters }: FieldProps) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [field.description ? descriptionId : '', problem ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      {field.label}
      {field.required ? <span data-slot="resource-preview-required"> ({messages.required})</span> : null}
    </>
  );
  const details = (
    <>
      {field.description ? (
        <p id={descriptionId} data-slot="resource-preview-field-description">
          {field.description}
        </p>
      ) : null}
      {problem ? (
        <p id={errorId} data-slot="resource-preview-field-error">
          {describeProblem(problem, messages, formatters)}
        </p>
      ) : null}
    </>
  );
  const common = { 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy } as const;

  switch (field.kind) {
    case 'text':
    case 'number': {
      const type =
        field.kind === 'number' ? 'number' : field.format === 'email' ? 'email' : field.format === 'uri' ? 'url' : field.format === 'date' ? 'date' : field.format === 'date-time' ? 'datetime-local' : 'text';
      return (
        <div data-slot="resource-preview-field" data-invalid={problem ? true : undefined}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            name={field.name}
            type={type}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
            required={field.required}
            {...(field.kind === 'text'
              ? { minLength: field.minLength, maxLength: field.maxLength }
              : { min: field.minimum, max: field.maximum, step: field.integer ? 1 : 'any', inputMode: field.integer ? ('numeric' as const) : ('decimal' as const) })}
            {...common}
          />
          {details}
        </div>
      );
    }
    case 'boolean':
      return (
        <div data-slot="resource-preview-field" data-invalid={problem ? true : undefined}>
          <input id={id} name={field.name} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} {...common} />
          <label htmlFor={id}>{label}</label>
          {details}
        </div>
      );
    case 'choice':
      if (field.options.length <= MAX_RADIO_OPTIONS) {
        return (
          <fieldset data-slot="resource-preview-field" data-invalid={problem ? true : undefined} aria-describedby={describedBy}>
            <legend>{label}</legend>
            {field.options.map((option, index) => (
              <label key={option.value} data-slot="resource-preview-option">
                <input
                  id={index === 0 ? id : undefined}
                  type="radio"
                  name={`${id}-choice`}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  aria-invalid={problem ? true : undefined}
                />
                {option.label}
              </label>
            ))}
            {details}
          </fieldset>
        );
      }
      return (
        <div data-slot="resource-preview-field" data-invalid={problem ? true : undefined}>
          <label htmlFor={id}>{label}</label>
          <select id={id} name={field.name} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} required={field.required} {...common}>
            <option value="">—</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {details}
        </div>
      );
    case 'choices': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset data-slot="resource-preview-field" data-invalid={problem ? true : undefined} aria-describedby={describedBy}>
          <legend>{label}</legend>
          {field.options.map((option, index) => (
            <label key={option.value} data-slot="resource-preview-option">
              <input
                id={index === 0 ? id : undefined}
                type="checkbox"
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))}
              />
              {option.label}
            </label>
          ))}
          {details}
        </fieldset>
      );
    }
    case 'unsupported':
      return <p data-slot="resource-preview-field">{messages.unsupportedField(field.label)}</p>;
  }
}
