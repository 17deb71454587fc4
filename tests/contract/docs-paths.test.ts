import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** Folders at the top of the repository: a code span starting with one names a path from the root. */
const ROOT_FOLDERS = ['api/', 'web/', 'tests/', 'scripts/', 'docs/', 'schema/', 'docker/', '.ci/'];

/** Extensions of the files the docs name by a shorter path (`lib/money.ts`, `dashboard/kit/list-url.ts`). */
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|css|graphql|json|ya?ml|md|sh)$/;

/** Build output and local data: named in the docs, never committed. */
const NOT_COMMITTED = /(^|\/)(dist|node_modules|coverage|data|\.tmp)(\/|$)/;

/** Every file and folder of the repository (relative, folders ending in '/'), less what is never committed. */
function repoPaths(dir = '', found = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir + entry.name;
    if (entry.name === '.git' || NOT_COMMITTED.test(rel)) continue;
    if (entry.isDirectory()) {
      found.add(`${rel}/`);
      repoPaths(`${rel}/`, found);
    } else found.add(rel);
  }
  return found;
}

/** The docs kept with the code: README, SECURITY and docs/ with its recipes. */
function docFiles(): string[] {
  const inDir = (dir: string) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${dir}/${name}`);
  return ['README.md', 'SECURITY.md', ...inDir('docs'), ...inDir('docs/recipes')];
}

/**
 * The repo paths a Markdown file names that do not exist, as 'file:line: path'. A code span counts when
 * it starts with a top-level folder (it must exist as written) or is a shorter path to a source file
 * (some file's path must end with it); links count relative to the file. URLs, globs, placeholders
 * (`{area}`, `<thing>`), build output, the tests' scratch folder (tests/.tmp) and a file the text marks as new ("`…/finish.ts` (new)") are skipped.
 */
function missingPaths(file: string, markdown: string, paths: Set<string>): string[] {
  const exists = (p: string) => paths.has(p) || paths.has(`${p}/`);
  const endsAny = (p: string) => [...paths].some((known) => known === p || known.endsWith(`/${p}`));
  const missing: string[] = [];
  markdown.split('\n').forEach((line, i) => {
    const at = (p: string) => missing.push(`${file}:${i + 1}: ${p}`);
    for (const span of line.matchAll(/`([^`\s]+)`(\**\s*\(new\))?/g)) {
      if (span[2]) continue;
      const p = span[1].replace(/[#:].*$/, '').replace(/[.,;)]+$/, '');
      if (!p || p.startsWith('/') || /[*{}<>$…]|\.\.\.|:\/\//.test(span[1]) || NOT_COMMITTED.test(p)) continue;
      if (ROOT_FOLDERS.some((folder) => p.startsWith(folder))) {
        if (!exists(p.replace(/\/$/, ''))) at(p);
      } else if (p.includes('/') && SOURCE_FILE.test(p) && !endsAny(p)) at(p);
    }
    for (const link of line.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(link[1])) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link[1])).replace(/\/$/, '');
      if (!exists(target)) at(link[1]);
    }
  });
  return missing;
}

test('every repo path and link the docs name exists (fix the doc when a file moves)', () => {
  const paths = repoPaths();
  const missing = docFiles().flatMap((file) => missingPaths(file, fs.readFileSync(path.join(root, file), 'utf8'), paths));
  expect(missing).toEqual([]);
});

test('the docs check finds a moved path and a broken link, and leaves URLs, globs, placeholders and new files alone', () => {
  const paths = new Set(['web/', 'web/src/', 'web/src/lib/', 'web/src/lib/money.ts', 'docs/', 'docs/design.md', 'README.md']);
  const doc = [
    'Money: `web/src/lib/money.ts`, `lib/money.ts:4`, [design](design.md#tokens), [readme](../README.md).',
    'Moved: `web/src/app/money.ts`, `app/format.ts`, [gone](recipes/gone.md).',
    'Skipped: `web/src/**/*.ts`, `api/src/modules/{area}/`, `<domain>.module.ts`, `http://x/a.ts`, `/dashboard/products`,',
    '`web/dist/index.html`, `PORT`, **`web/src/lib/finish.ts`** (new).',
  ].join('\n');
  expect(missingPaths('docs/a.md', doc, paths)).toEqual([
    'docs/a.md:2: web/src/app/money.ts',
    'docs/a.md:2: app/format.ts',
    'docs/a.md:2: recipes/gone.md',
  ]);
});
