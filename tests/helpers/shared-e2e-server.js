// The built demo shop and the Chromium that the e2e suites of one jest worker share; started by
// tests/helpers/shared-e2e-shop.ts as `node shared-e2e-server.js <json>`, where the JSON gives the state
// file to write, its own log, the process that owns the pair (the jest worker, or jest itself when in band) and the
// shop's environment. When the shop is ready and Chromium listens, it writes { url, dataDir, wsEndpoint, pid,
// owner } to the state file. It stops both, removes the data folder and the state file, and exits when its
// owner is gone (checked every 250 ms, so a killed run leaves nothing behind), on SIGTERM or SIGINT, or when
// the shop or Chromium ends on its own (then its log stays beside the state file; after a clean stop it goes too).
const fs = require('node:fs');
const swc = require('@swc/core');

// The helpers below are TypeScript: compiled on require, as jest's transform does.
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const { chromium } = require('playwright-core');
const { CHROMIUM, CHROMIUM_ARGS } = require('./browser');
const { spawnShop } = require('./spawn-shop');

const { file, log, owner, env } = JSON.parse(process.argv[2]);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

let shop;
let server;
let starting;
let stopping;
function stop(why, code = 0) {
  stopping ??= (async () => {
    process.stdout.write(`shared e2e shop: stopping (${why})\n`);
    // A shop or Chromium still starting is stopped once it has started, never left behind.
    await starting?.catch(() => {});
    await Promise.allSettled([server?.close(), shop?.stop()]);
    if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
    // Last, so that jest's global teardown, which waits for the servers it finds, sees this one until it has gone.
    fs.rmSync(file, { force: true });
    if (code === 0) fs.rmSync(log, { force: true });
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => void stop(signal));
setInterval(() => alive(owner) || void stop(`its owner ${owner} is gone`), 250);

starting = (async () => {
  shop = await spawnShop(env);
  shop.child.once('exit', (code) => void stop(`the shop exited with ${code}:\n${shop.output().slice(-4000)}`, 1));
  server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  server.process().once('exit', () => void stop('Chromium exited', 1));
  const state = { url: shop.url, dataDir: shop.dataDir, wsEndpoint: server.wsEndpoint(), pid: process.pid, owner };
  fs.writeFileSync(file + '.part', JSON.stringify(state));
  fs.renameSync(file + '.part', file);
  process.stdout.write(`shared e2e shop: ${shop.url}, Chromium at ${state.wsEndpoint}\n`);
})();
starting.catch((err) => void stop(`it did not start: ${err.stack}`, 1));
