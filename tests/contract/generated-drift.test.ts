import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { buildShopSchema, printShopSchema } from '../../api/src/schema';

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withHeader } = require('../../scripts/generated-header.js') as { withHeader: (s: string) => string };

test('schema/schema.graphql is what the resolvers emit (run `npm run generate` after changing them)', async () => {
  const emitted = printShopSchema(await buildShopSchema());
  expect(fs.readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8')).toBe(emitted);
});

test('web/src/generated is what codegen makes of the schema and the web documents', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
  const config = fs.readFileSync(path.join(root, 'codegen.yml'), 'utf8').replace('web/src/generated/:', `${out}/:`);
  expect(config).toContain(out);
  fs.writeFileSync(path.join(out, 'codegen.yml'), config);
  execFileSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', path.join(out, 'codegen.yml'), '--silent'], { cwd: root, stdio: 'pipe' });
  const generatedDir = path.join(root, 'web/src/generated');
  const fresh = fs.readdirSync(out).filter((f) => f !== 'codegen.yml').sort();
  expect(fs.readdirSync(generatedDir).sort()).toEqual(fresh);
  for (const file of fresh) {
    const expected = withHeader(fs.readFileSync(path.join(out, file), 'utf8'));
    expect({ file, content: fs.readFileSync(path.join(generatedDir, file), 'utf8') }).toEqual({ file, content: expected });
  }
  fs.rmSync(out, { recursive: true, force: true });
});
