import fs from 'node:fs';
import path from 'node:path';
import { webRuleFiles } from '../../api/src/scripts/web-rule-files';

const root = path.resolve(__dirname, '..', '..');

test("the web forms' copies of the API's rule modules are up to date (run `npm run generate` after changing one)", () => {
  const copies = Object.entries(webRuleFiles());
  expect(copies.map(([file]) => file)).toContain('web/src/config/uk-contact.ts');
  for (const [file, content] of copies) {
    expect({ file, content: fs.readFileSync(path.join(root, file), 'utf8') }).toEqual({ file, content });
  }
});
