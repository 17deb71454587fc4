import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { buildShopSchema, printShopSchema } from '../schema';

buildShopSchema()
  .then((schema) => {
    const file = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');
    fs.writeFileSync(file, printShopSchema(schema));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
