import type { Resource } from '@modelcontextprotocol/server';
import { bulkBlobEntry, bulkEntry, bulkIndexOf } from './bulk-catalog.js';
import type { CatalogEntry } from './catalog-entry.js';
import { conformanceFixtureEntries, conformanceFixtureTemplate } from './conformance-fixtures.js';
import { forecastTemplate } from './forecast-template.js';
import { ListChurn } from './list-churn.js';
import { LiveClock } from './live-clock.js';
import { repositoryTemplate } from './repository-template.js';
import { createStaticCatalog } from './static-catalog.js';
import { tableTemplate } from './table-template.js';
import type { TemplateDefinition, TemplateVariables } from './template-definition.js';

/**
 * Everything the demo server serves, shared by every per-request server instance: the static
 * project, the transient list-churn entry and the generated bulk items, in that list order.
 */
export class Catalog {
  readonly clock = new LiveClock();
  readonly churn = new ListChurn();
  readonly templates: readonly TemplateDefinition[];
  readonly #staticEntries: readonly CatalogEntry[];
  readonly #staticByUri: ReadonlyMap<string, CatalogEntry>;

  constructor(
    readonly bulkCount: number,
    conformanceFixtures = false,
  ) {
    this.templates = [forecastTemplate(), repositoryTemplate(), tableTemplate(), ...(conformanceFixtures ? [conformanceFixtureTemplate()] : [])];
    this.#staticEntries = [...createStaticCatalog(this.clock), ...(conformanceFixtures ? conformanceFixtureEntries() : [])];
    this.#staticByUri = new Map(this.#staticEntries.map((entry) => [entry.uri, entry]));
  }

  /** A consistent view for one list request, so a page never mixes two churn generations. */
  snapshot(): { count: number; resourceAt(index: number): Resource } {
    const leading = [...this.#staticEntries, ...this.churn.entries()];
    return {
      count: leading.length + this.bulkCount,
      resourceAt: (index) => (leading[index] ?? bulkEntry(index - leading.length)).resource,
    };
  }

  entryFor(uri: string): CatalogEntry | undefined {
    const staticEntry = this.#staticByUri.get(uri) ?? this.churn.entries().find((entry) => entry.uri === uri);
    if (staticEntry) return staticEntry;
    const bulkIndex = bulkIndexOf(uri, this.bulkCount);
    return bulkIndex === undefined ? bulkBlobEntry(uri) : bulkEntry(bulkIndex);
  }

  templateFor(uri: string): { definition: TemplateDefinition; variables: TemplateVariables } | undefined {
    for (const definition of this.templates) {
      const variables = definition.match(uri);
      if (variables) return { definition, variables };
    }
    return undefined;
  }
}
