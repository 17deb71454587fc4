// jest globalTeardown: the shared e2e shops (tests/helpers/shared-e2e-server.js) of this run are gone before
// jest returns. Each stops by itself once its jest worker has ended; this waits for that (and stops the one
// jest ran in band, whose owner is this process), up to 20 s. Another run's shops, whose workers are still
// running, are left alone.
const fs = require('node:fs');
const path = require('node:path');

const FOLDER = path.resolve(__dirname, '..', '.tmp', 'shared-e2e');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

module.exports = async function globalTeardown() {
  if (!fs.existsSync(FOLDER)) return;
  const servers = [];
  for (const name of fs.readdirSync(FOLDER).filter((n) => n.endsWith('.json'))) {
    let state;
    try {
      state = JSON.parse(fs.readFileSync(path.join(FOLDER, name), 'utf8'));
    } catch {
      continue; // gone meanwhile
    }
    if (state.owner !== process.pid && alive(state.owner)) continue;
    if (alive(state.pid)) process.kill(state.pid, 'SIGTERM');
    servers.push(state.pid);
  }
  const deadline = Date.now() + 20_000;
  while (servers.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
};
