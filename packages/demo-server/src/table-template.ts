import { ResourceNotFoundError } from '@modelcontextprotocol/server';
import { DATABASE_TABLES } from './database-schema.js';
import { DEMO_TEMPLATES } from './demo-uris.js';
import { fileIcons } from './file-icons.js';
import { filterByPrefix, matchSimpleTemplate, type TemplateDefinition } from './template-definition.js';

/** postgres://demo-db/{schema}/tables/{table}: `table` completes from the schema chosen in context.arguments. */
export function tableTemplate(): TemplateDefinition {
  return {
    template: {
      uriTemplate: DEMO_TEMPLATES.table,
      name: 'table-ddl',
      title: 'Table definition',
      description: 'The CREATE statement of one table of demo-db.',
      mimeType: 'application/sql',
      icons: fileIcons('database'),
      annotations: { audience: ['assistant'], priority: 0.5 },
    },
    cachePolicy: { ttlMs: 600_000, cacheScope: 'public' },
    completions: {
      schema: (value) => filterByPrefix(Object.keys(DATABASE_TABLES), value),
      table: (value, context) => filterByPrefix(Object.keys(DATABASE_TABLES[context?.arguments?.['schema'] ?? ''] ?? {}), value),
    },
    match: (uri) => matchSimpleTemplate(DEMO_TEMPLATES.table, uri),
    read(uri, variables) {
      const ddl = DATABASE_TABLES[variables['schema'] ?? '']?.[variables['table'] ?? ''];
      if (ddl === undefined) throw new ResourceNotFoundError(uri);
      return { contents: [{ uri, mimeType: 'application/sql', text: `${ddl}\n` }] };
    },
  };
}
