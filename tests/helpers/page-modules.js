// Under jest (no Vite), web/src/app/page-modules.ts's import.meta.glob is this: any module asked for, loaded
// on first use from its path relative to web/src/app.
const path = require('node:path');

const app = path.resolve(__dirname, '../../web/src/app');

module.exports = {
  pageModules: new Proxy(
    {},
    { get: (_, key) => (typeof key === 'string' ? () => Promise.resolve().then(() => require(path.resolve(app, key))) : undefined) },
  ),
};
