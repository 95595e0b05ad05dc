/*
 * What publint and attw do not check in the packages' tarballs: a licence and a README in each, no
 * build cache or test file, the metadata a registry page shows, and dependencies as ranges, so that
 * a host's upgrade of a shared dependency does not leave two copies in its bundle.
 * Run by `npm run test:packages` after the packages are built.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = ['packages/core', 'packages/react', 'packages/demo-server'];
const FORBIDDEN = [/\.tsbuildinfo$/, /\.test\.[cm]?[jt]sx?$/, /\.stories\.[jt]sx?$/, /__fixtures__/];

const problems: string[] = [];
for (const directory of PACKAGES) {
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as Record<string, unknown>;
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: directory, encoding: 'utf8' })) as [{ files: { path: string }[] }];
  const files = packed.files.map((file) => file.path);
  const name = String(manifest.name);
  for (const required of ['LICENSE', 'README.md', 'package.json']) if (!files.includes(required)) problems.push(`${name}: the tarball has no ${required}.`);
  for (const file of files) if (FORBIDDEN.some((pattern) => pattern.test(file))) problems.push(`${name}: the tarball ships ${file}; exclude it in "files".`);
  for (const field of ['repository', 'homepage', 'engines', 'license']) if (manifest[field] === undefined) problems.push(`${name}: package.json has no "${field}".`);
  const dependencies = (manifest.dependencies ?? {}) as Record<string, string>;
  for (const [dependency, range] of Object.entries(dependencies)) {
    if (!/^\^\d/.test(range)) problems.push(`${name}: dependency ${dependency} is "${range}"; published packages declare a caret range ("^${range.replace(/^[^\d]*/, '')}").`);
  }
}

if (problems.length > 0) {
  console.error(`The package tarballs are not ready to publish:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Tarballs of ${PACKAGES.length} packages: licence, README and metadata present, no build cache or tests, caret dependencies.`);
