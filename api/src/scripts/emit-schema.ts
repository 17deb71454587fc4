import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { buildShopSchema, printShopSchema } from '../schema';
import { webAttributeFiles } from './web-attribute-files';
import { webRuleFiles } from './web-rule-files';
import { sitemapRouteFile } from './sitemap-route-file';

buildShopSchema()
  .then((schema) => {
    const file = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');
    fs.writeFileSync(file, printShopSchema(schema));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
    for (const [name, content] of Object.entries({ ...webAttributeFiles(), ...webRuleFiles(), ...sitemapRouteFile() })) {
      fs.writeFileSync(path.resolve(__dirname, '..', '..', '..', name), content);
      console.log(`wrote ${name}`);
    }
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
