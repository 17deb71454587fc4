import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', 'api', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));

test('the generic layer (api/src/common) never imports a module: roles and access checks live in common', () => {
  const modules = path.join(root, 'modules') + path.sep;
  const upward = sourceFiles(path.join(root, 'common')).flatMap((file) =>
    importsOf(file).filter((target) => target.startsWith(modules)).map((target) => `${path.relative(root, file)} → ${path.relative(root, target)}`));
  expect(upward).toEqual([]);
});

test('web: only the server entry and other server files import *.server modules (they must never reach the browser)', () => {
  const web = path.resolve(__dirname, '..', '..', 'web', 'src');
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
  const offenders = files(web)
    .filter((file) => !/\.server\.tsx?$|\.test\.tsx?$/.test(file) && path.relative(web, file) !== 'entry-server.tsx')
    .filter((file) => /from '[^']*\.server'/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(web, file));
  expect(offenders).toEqual([]);
});
