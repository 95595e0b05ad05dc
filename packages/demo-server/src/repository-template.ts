import { ResourceNotFoundError } from '@modelcontextprotocol/server';
import type { ReadOutcome } from './catalog-entry.js';
import { DEMO_TEMPLATES } from './demo-uris.js';
import { fileIcons } from './file-icons.js';
import { REPOSITORIES, repositoryDirectories, repositoryFiles } from './repository-fixtures.js';
import { filterByPrefix, type TemplateDefinition, type TemplateVariables } from './template-definition.js';

const DEFAULT_REF = 'main';
const REPOSITORY_URI = /^repo:\/\/([^/?#]+)\/([^/?#]+)\/contents((?:\/[^/?#]+)*)\/?(?:\?([^#]*))?$/;

const MIME_TYPES: Readonly<Record<string, string>> = {
  md: 'text/markdown',
  json: 'application/json',
  ts: 'text/x-typescript',
  yaml: 'application/yaml',
  tf: 'text/plain',
};

function mimeTypeOf(path: string): string {
  const extension = /\.([^./]+)$/.exec(path)?.[1] ?? '';
  return MIME_TYPES[extension] ?? 'text/plain';
}

/**
 * Matches `repo://{owner}/{repo}/contents{/path*}{?ref}` per RFC 6570: the path and the query are
 * both optional, path segments are percent-decoded and joined with '/', and `ref` is the only
 * query parameter the template can produce.
 */
export function matchRepositoryUri(uri: string): TemplateVariables | undefined {
  const match = REPOSITORY_URI.exec(uri);
  if (!match) return undefined;
  const [, owner = '', repository = '', rawPath = '', query] = match;
  const variables: Record<string, string> = {};
  try {
    variables['owner'] = decodeURIComponent(owner);
    variables['repo'] = decodeURIComponent(repository);
    variables['path'] = rawPath.split('/').filter(Boolean).map(decodeURIComponent).join('/');
    if (query !== undefined && query !== '') {
      for (const pair of query.split('&')) {
        const [name, value = ''] = pair.split('=');
        if (name !== 'ref') return undefined;
        variables['ref'] = decodeURIComponent(value);
      }
    }
  } catch {
    return undefined;
  }
  return variables;
}

function pathsOf(variables: Readonly<Record<string, string>> | undefined): string[] {
  const files = repositoryFiles(variables?.['owner'] ?? '', variables?.['repo'] ?? '', variables?.['ref'] || DEFAULT_REF);
  if (!files) return [];
  return [...repositoryDirectories(files.keys())].filter(Boolean).concat([...files.keys()]).sort();
}

function readRepository(uri: string, variables: TemplateVariables): ReadOutcome {
  const { owner = '', repo = '', path = '' } = variables;
  const ref = variables['ref'] || DEFAULT_REF;
  const files = repositoryFiles(owner, repo, ref);
  if (!files) throw new ResourceNotFoundError(uri);
  const file = files.get(path);
  if (file !== undefined) return { contents: [{ uri, mimeType: mimeTypeOf(path), text: file }] };
  if (!repositoryDirectories(files.keys()).has(path)) throw new ResourceNotFoundError(uri);
  const prefix = path ? `${path}/` : '';
  const children = new Map<string, { name: string; path: string; type: 'file' | 'dir'; size?: number }>();
  for (const [filePath, text] of files) {
    if (!filePath.startsWith(prefix)) continue;
    const [name = '', ...rest] = filePath.slice(prefix.length).split('/');
    const childPath = `${prefix}${name}`;
    if (rest.length > 0) children.set(childPath, { name, path: childPath, type: 'dir' });
    else children.set(childPath, { name, path: childPath, type: 'file', size: new TextEncoder().encode(text).byteLength });
  }
  const listing = { owner, repo, ref, path, entries: [...children.values()].sort((left, right) => (left.type === right.type ? left.name.localeCompare(right.name) : left.type === 'dir' ? -1 : 1)) };
  return { contents: [{ uri, mimeType: 'application/json', text: `${JSON.stringify(listing, null, 2)}\n` }] };
}

/** repo://{owner}/{repo}/contents{/path*}{?ref}: a small fake Git host; a directory reads as a JSON listing. */
export function repositoryTemplate(): TemplateDefinition {
  return {
    template: {
      uriTemplate: DEMO_TEMPLATES.repository,
      name: 'repository-contents',
      title: 'Repository contents',
      description: 'A file or directory of a Git repository at an optional ref (default: main). Directories read as JSON listings.',
      icons: fileIcons('repository'),
      annotations: { audience: ['user', 'assistant'], priority: 0.6 },
    },
    cachePolicy: { ttlMs: 120_000, cacheScope: 'public' },
    completions: {
      owner: (value) => filterByPrefix(Object.keys(REPOSITORIES), value),
      repo: (value, context) => filterByPrefix(Object.keys(REPOSITORIES[context?.arguments?.['owner'] ?? ''] ?? {}), value),
      path: (value, context) => filterByPrefix(pathsOf(context?.arguments), value.replace(/^\//, '')),
      ref: (value, context) => {
        const fixture = REPOSITORIES[context?.arguments?.['owner'] ?? '']?.[context?.arguments?.['repo'] ?? ''];
        return filterByPrefix(fixture?.refs ?? [], value);
      },
    },
    match: matchRepositoryUri,
    read: readRepository,
  };
}
