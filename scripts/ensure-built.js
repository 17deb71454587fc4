// `npm start` runs this first: builds the API and the web app when their output is missing or
// older than their sources, so a fresh clone needs only `npm install && npm start`.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function outdated(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => fs.existsSync(s) && (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs) > built);
}

function npmRun(label, script) {
  console.log(`Building ${label}...`);
  const npmCli = process.env.npm_execpath;
  if (npmCli) execFileSync(process.execPath, [npmCli, 'run', script], { cwd: root, stdio: 'inherit' });
  else execFileSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
}

if (outdated(path.join(root, 'api/dist/main.js'), [path.join(root, 'api/src'), path.join(root, 'api/tsconfig.json')])) {
  npmRun('the API', 'build:api');
  fs.utimesSync(path.join(root, 'api/dist/main.js'), new Date(), new Date());
}
if (
  outdated(path.join(root, 'web/dist/.ssr/entry-server.cjs'), [
    path.join(root, 'web/src'),
    path.join(root, 'web/graphiql'),
    path.join(root, 'web/index.html'),
    path.join(root, 'web/vite.config.ts'),
  ])
) {
  npmRun('the web app', 'build:web');
}
