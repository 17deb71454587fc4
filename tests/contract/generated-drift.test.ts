import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { buildShopSchema, printShopSchema } from '../../api/src/schema';

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script, shared with `npm run generate:web`
const { finishedFiles } = require('../../scripts/generated-header.js') as {
  finishedFiles: (
    dir: string,
    read: { list: (dir: string) => string[]; text: (dir: string, file: string) => string },
  ) => Record<string, string>;
};

/** Every file under a folder, as paths relative to it. */
const allFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Runs graphql-codegen with one of the repo's configs, its output folder moved to a fresh temporary one, and returns that folder. */
function codegenInto(configFile: string, outputFolder: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
  const config = fs.readFileSync(path.join(root, configFile), 'utf8').replace(`${outputFolder}:`, `${out}/:`);
  expect(config).toContain(out);
  fs.writeFileSync(path.join(out, 'codegen.yml'), config);
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', path.join(out, 'codegen.yml'), '--silent'],
    { cwd: root, stdio: 'pipe' },
  );
  return out;
}

test('schema/schema.graphql is what the resolvers emit (run `npm run generate` after changing them)', async () => {
  const emitted = printShopSchema(await buildShopSchema());
  expect(fs.readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8')).toBe(emitted);
});

test('web/src/generated is what codegen makes of the schema and the web documents', () => {
  const out = codegenInto('codegen.yml', 'web/src/generated/');
  const generatedDir = path.join(root, 'web/src/generated');
  const fresh = finishedFiles(out, {
    list: (dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.ts')),
    text: (dir, file) => fs.readFileSync(path.join(dir, file), 'utf8'),
  });
  expect(Object.keys(fresh).length).toBeGreaterThan(10);
  expect(allFiles(generatedDir)).toEqual(Object.keys(fresh).sort());
  for (const [file, expected] of Object.entries(fresh)) {
    expect({ file, content: fs.readFileSync(path.join(generatedDir, file), 'utf8') }).toEqual({ file, content: expected });
  }
  fs.rmSync(out, { recursive: true, force: true });
});

test("tests/generated is what codegen makes of the schema and the tests' graphql(`...`) documents (npx graphql-codegen --config codegen.tests.yml)", () => {
  const out = codegenInto('codegen.tests.yml', 'tests/generated/');
  const generatedDir = path.join(root, 'tests/generated');
  const fresh = allFiles(out).filter((file) => file.endsWith('.ts'));
  expect(allFiles(generatedDir)).toEqual(fresh);
  for (const file of fresh) {
    expect({ file, content: fs.readFileSync(path.join(generatedDir, file), 'utf8') }).toEqual({
      file,
      content: fs.readFileSync(path.join(out, file), 'utf8'),
    });
  }
  fs.rmSync(out, { recursive: true, force: true });
});
