import type { CompleteResourceTemplateCallback, ResourceTemplateType, ServerContext } from '@modelcontextprotocol/server';
import type { CachePolicy, ReadOutcome } from './catalog-entry.js';

export type TemplateVariables = Readonly<Record<string, string>>;

/**
 * A resource template of the demo catalog. Matching is done here rather than by the SDK's
 * `UriTemplate`, which cannot match optional `{/path*}` or `{?ref}` expressions.
 */
export interface TemplateDefinition {
  readonly template: ResourceTemplateType;
  readonly cachePolicy: CachePolicy;
  readonly completions: Readonly<Record<string, CompleteResourceTemplateCallback>>;
  /** The variables of `uri`, or `undefined` when the URI does not have this template's shape. */
  match(uri: string): TemplateVariables | undefined;
  /** Throws `ResourceNotFoundError` when the URI has the right shape but names nothing that exists. */
  read(uri: string, variables: TemplateVariables, context: ServerContext): ReadOutcome | Promise<ReadOutcome>;
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches RFC 6570 level-1 templates (`{name}` expressions only); each value is one percent-decoded segment. */
export function matchSimpleTemplate(uriTemplate: string, uri: string): TemplateVariables | undefined {
  const names: string[] = [];
  const pattern = uriTemplate
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const expression = /^\{(\w+)\}$/.exec(part);
      if (!expression?.[1]) return escapeForRegExp(part);
      names.push(expression[1]);
      return '([^/?#]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(uri);
  if (!match) return undefined;
  const variables: Record<string, string> = {};
  try {
    names.forEach((name, index) => {
      variables[name] = decodeURIComponent(match[index + 1] ?? '');
    });
  } catch {
    return undefined;
  }
  return variables;
}

export function filterByPrefix(values: readonly string[], prefix: string): string[] {
  const wanted = prefix.toLocaleLowerCase('en');
  return values.filter((value) => value.toLocaleLowerCase('en').startsWith(wanted));
}
