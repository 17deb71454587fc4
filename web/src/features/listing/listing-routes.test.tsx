import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(__dirname, '..', '..');

const sources = (dir = web): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

const CHUNKS = ['listing-chunk', 'department-chunk', 'brand-collection-chunk', 'search-chunk'];
const staticImport = (chunk: string) => new RegExp(`^\\s*import\\s+(?!type\\b)[^;]*from\\s+'[^']*/${chunk}'`, 'm');

// The listing's loaders and pages are kept out of the entry chunk every page downloads (the initial
// JavaScript budget of `npm run budgets`): a static import of a listing chunk would pull them back in. The
// other kinds' chunks import the shared one (listing-chunk.tsx), which loads with them; nothing else does.
test.each(CHUNKS)('%s is reached only by import() (type imports aside) outside the listing chunks', (chunk) => {
  const chunkFiles = CHUNKS.map((name) => path.join(__dirname, `${name}.tsx`));
  const staticImports = sources()
    .filter((file) => !chunkFiles.includes(file) && staticImport(chunk).test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(web, file));
  expect(staticImports).toEqual([]);
  expect(fs.readFileSync(path.join(__dirname, 'listing-routes.tsx'), 'utf8')).toContain(`import('./${chunk}')`);
});

// A sub-category's download carries only the shared chunk: it must not reach the other kinds' code.
test('the shared listing chunk imports none of the other kinds of page', () => {
  const shared = ['listing-chunk.tsx', 'listing-pages.tsx', 'listing-view.tsx'].map((file) =>
    fs.readFileSync(path.join(__dirname, file), 'utf8'),
  );
  const others = [...CHUNKS.slice(1), 'brand-collection-pages'];
  expect(others.filter((other) => shared.some((text) => text.includes(`/${other}'`)))).toEqual([]);
});
