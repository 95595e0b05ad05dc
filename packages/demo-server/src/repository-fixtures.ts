/** The fake Git hosting behind repo://{owner}/{repo}/contents{/path*}{?ref}. */
export interface RepositoryFixture {
  description: string;
  refs: readonly string[];
  extraFiles: Readonly<Record<string, string>>;
}

export const REPOSITORIES: Readonly<Record<string, Readonly<Record<string, RepositoryFixture>>>> = {
  acme: {
    widgets: {
      description: 'Composable UI widgets for dashboards.',
      refs: ['main', 'develop', 'v1.0.0', 'v1.1.0'],
      extraFiles: { 'src/render/canvas.ts': 'export function clear(context: CanvasRenderingContext2D): void {\n  context.clearRect(0, 0, context.canvas.width, context.canvas.height);\n}\n' },
    },
    gadgets: { description: 'Hardware gadget drivers.', refs: ['main', 'v0.9.2'], extraFiles: {} },
    'docs-site': { description: 'The public documentation site.', refs: ['main', 'preview'], extraFiles: { 'content/index.md': '# Welcome\n\nStart with the quick start guide.\n' } },
  },
  globex: {
    'billing-service': {
      description: 'Invoicing and payment reconciliation.',
      refs: ['main', 'release/2026.10'],
      extraFiles: { 'src/invoice.ts': 'export interface Invoice {\n  id: string;\n  totalCents: number;\n  currency: "EUR" | "USD";\n}\n' },
    },
    infra: { description: 'Terraform for every environment.', refs: ['main'], extraFiles: { 'terraform/main.tf': 'module "network" {\n  source = "./network"\n  cidr   = "10.20.0.0/16"\n}\n' } },
  },
  initech: {
    'tps-reports': { description: 'TPS report generator (cover sheets included).', refs: ['main', 'legacy'], extraFiles: {} },
  },
};

function versionFor(ref: string): string {
  return /^v\d/.test(ref) ? ref.slice(1) : ref === 'main' ? '1.2.0-dev' : `0.0.0-${ref.replace(/[^a-z0-9]+/gi, '-')}`;
}

/** Every file of a repository at a ref, path → text. Paths are identical across refs; contents mention the ref. */
export function repositoryFiles(owner: string, repository: string, ref: string): Map<string, string> | undefined {
  const fixture = REPOSITORIES[owner]?.[repository];
  if (!fixture?.refs.includes(ref)) return undefined;
  const moduleName = repository.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const files = new Map<string, string>([
    ['README.md', `# ${owner}/${repository}\n\n${fixture.description}\n\nYou are looking at \`${ref}\`.\n`],
    ['package.json', `${JSON.stringify({ name: `@${owner}/${repository}`, version: versionFor(ref), type: 'module', main: 'dist/index.js' }, null, 2)}\n`],
    ['.gitignore', 'node_modules/\ndist/\ncoverage/\n'],
    ['src/index.ts', `export * from './${repository}';\n`],
    [
      `src/${repository}.ts`,
      `/** ${fixture.description} */\nexport const VERSION = '${versionFor(ref)}';\n\nexport function ${moduleName}Ready(): boolean {\n  return true;\n}\n`,
    ],
    [`test/${repository}.test.ts`, `import { expect, test } from 'vitest';\nimport { ${moduleName}Ready } from '../src/${repository}';\n\ntest('is ready', () => {\n  expect(${moduleName}Ready()).toBe(true);\n});\n`],
    ['docs/CHANGELOG.md', `# Changelog\n\n## ${versionFor(ref)}\n\n- Current state of \`${ref}\`.\n`],
  ]);
  for (const [path, text] of Object.entries(fixture.extraFiles)) files.set(path, text);
  return files;
}

/** Every directory path of a file set ('' is the root). */
export function repositoryDirectories(files: Iterable<string>): Set<string> {
  const directories = new Set<string>(['']);
  for (const path of files) {
    const segments = path.split('/');
    for (let length = 1; length < segments.length; length++) directories.add(segments.slice(0, length).join('/'));
  }
  return directories;
}
