import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(__dirname, '..', '..');

const sources = (dir = web): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

// The listing's loaders and pages are kept out of the entry chunk every page downloads (the initial
// JavaScript budget of `npm run budgets`): a static import of the listing chunk would pull them back in.
test('the listing chunk is reached only by import() (type imports aside), so its loaders stay out of the entry', () => {
  const staticImports = sources()
    .filter((file) => /^\s*import\s+(?!type\b)[^;]*from\s+'[^']*\/listing-chunk'/m.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(web, file));
  expect(staticImports).toEqual([]);
  expect(fs.readFileSync(path.join(__dirname, 'listing-routes.tsx'), 'utf8')).toContain("import('./listing-chunk')");
});
