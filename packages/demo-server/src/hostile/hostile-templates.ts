import type { ResourceTemplateType } from '@modelcontextprotocol/server';
import type { CachePolicy } from '../catalog-entry.js';
import { matchSimpleTemplate, type TemplateDefinition } from '../template-definition.js';
import { HOSTILE_COMPLETION_COUNT, HOSTILE_TEMPLATES } from './hostile-uris.js';
import { hostileSentence, IMG_ONERROR, JAVASCRIPT_URL, SCRIPT_TAG, SVG_ONLOAD } from './script-payloads.js';

const uncached: CachePolicy = { ttlMs: 0, cacheScope: 'private' };

/**
 * 10,000 values that all start with what the user typed, so no prefix ever narrows them. Every
 * thousandth one carries markup.
 */
export function hostileCompletionValues(prefix: string): string[] {
  return Array.from({ length: HOSTILE_COMPLETION_COUNT }, (_, index) => {
    const suffix = String(index).padStart(5, '0');
    return index % 1_000 === 500 ? `${prefix}${IMG_ONERROR}-${suffix}` : `${prefix}-${suffix}`;
  });
}

function echoTemplate(uriTemplate: string, name: string, title: string, description: string): TemplateDefinition {
  return {
    template: { uriTemplate, name, title, description, mimeType: 'text/plain' },
    cachePolicy: uncached,
    completions: { value: (value) => hostileCompletionValues(value) },
    match: (uri) => matchSimpleTemplate(uriTemplate, uri),
    read: (uri, variables) => ({ contents: [{ uri, mimeType: 'text/plain', text: `value: ${variables['value'] ?? ''}\n` }] }),
  };
}

/** The hostile templates, in list order. Only `completeSdk` is answered by McpServer's completion; the others have raw handlers. */
export function createHostileTemplates(): TemplateDefinition[] {
  return [
    {
      template: {
        uriTemplate: HOSTILE_TEMPLATES.reflect,
        name: `${IMG_ONERROR}reflect`,
        title: `${SCRIPT_TAG}Reflected markup`,
        description: hostileSentence('Reads put {name} into HTML unescaped:'),
        mimeType: 'text/html',
        icons: [{ src: JAVASCRIPT_URL, mimeType: 'image/png' }],
      },
      cachePolicy: uncached,
      completions: { name: () => [IMG_ONERROR, SCRIPT_TAG, SVG_ONLOAD, JAVASCRIPT_URL, 'report'] },
      match: (uri) => matchSimpleTemplate(HOSTILE_TEMPLATES.reflect, uri),
      read: (uri, variables) => ({
        contents: [{ uri, mimeType: 'text/html', text: `<!doctype html><h1>Hello ${variables['name'] ?? ''}</h1>${SCRIPT_TAG}\n` }],
      }),
    },
    echoTemplate(
      HOSTILE_TEMPLATES.completeSdk,
      'complete-sdk',
      'Completion: 10,000 values (through McpServer)',
      'The completer returns 10,000 values; McpServer sends the first 100 with total 10000 and hasMore.',
    ),
    echoTemplate(
      HOSTILE_TEMPLATES.completeRaw,
      'complete-raw',
      'Completion: 10,000 values (raw)',
      'A raw completion/complete handler sends all 10,000 values, although the spec allows at most 100.',
    ),
    echoTemplate(HOSTILE_TEMPLATES.slowCompletion, 'slow-completion', 'Completion: slow', 'completion/complete answers after slowMs.'),
    {
      template: {
        uriTemplate: HOSTILE_TEMPLATES.broken,
        name: 'broken-template',
        title: 'Broken URI template',
        description: 'Not valid RFC 6570: the expression never closes.',
      },
      cachePolicy: uncached,
      completions: {},
      match: () => undefined,
      read: () => ({ contents: [] }),
    },
  ];
}

/** Violates the ResourceTemplate schema: `uriTemplate` is a number, `name` is missing. */
export const MALFORMED_TEMPLATE_ITEM = {
  uriTemplate: 42,
  title: `Malformed template ${SCRIPT_TAG}`,
} as unknown as ResourceTemplateType;
