import { blobEntry, textEntry, type CatalogEntry } from './catalog-entry.js';
import { createLogoPng } from './demo-media.js';
import { matchSimpleTemplate, type TemplateDefinition } from './template-definition.js';

/**
 * The resources the MCP conformance harness reads by name in its server scenarios (resources-read-text,
 * resources-read-binary, resources-templates-read). Served only with `conformanceFixtures`, so that the demo
 * catalog stays a realistic project otherwise.
 */
export const CONFORMANCE_URIS = {
  staticText: 'test://static-text',
  staticBinary: 'test://static-binary',
} as const;

export const CONFORMANCE_TEMPLATE = 'test://template/{id}/data';

const fixtureCache = { ttlMs: 0, cacheScope: 'public' as const };

export function conformanceFixtureEntries(): CatalogEntry[] {
  return [
    textEntry({
      uri: CONFORMANCE_URIS.staticText,
      name: 'static-text',
      description: 'Conformance fixture: a fixed text resource.',
      mimeType: 'text/plain',
      text: 'This is the content of the static text resource.',
      cachePolicy: fixtureCache,
    }),
    blobEntry({
      uri: CONFORMANCE_URIS.staticBinary,
      name: 'static-binary',
      description: 'Conformance fixture: a fixed PNG image.',
      mimeType: 'image/png',
      bytes: createLogoPng,
      cachePolicy: fixtureCache,
    }),
  ];
}

export function conformanceFixtureTemplate(): TemplateDefinition {
  return {
    template: {
      uriTemplate: CONFORMANCE_TEMPLATE,
      name: 'template-data',
      description: 'Conformance fixture: JSON data that names the id it was read with.',
      mimeType: 'application/json',
    },
    cachePolicy: fixtureCache,
    completions: {},
    match: (uri) => matchSimpleTemplate(CONFORMANCE_TEMPLATE, uri),
    read(uri, variables) {
      const id = variables['id'] ?? '';
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) }] };
    },
  };
}
