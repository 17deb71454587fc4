// The registry reachable here lacks some platform-only optional packages (other OSes' builds of
// @swc/core and unrs-resolver), so `npm install` leaves them out of package-lock.json and `npm ci`
// then refuses the lock as out of sync. This records each missing one as an optional entry for its
// own platform (read from its name), which npm ci skips on this machine, as it would with a full lock.
// Run after `npm install` changes the lock: node scripts/complete-lockfile.js
const fs = require('node:fs');
const path = require('node:path');

const lockPath = path.resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'wasm32'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => (p === 'armv7' ? 'arm' : p)).find((p) => CPU[p]);
  if (!os || !cpu) return null;
  const entry = { os: [os === 'wasm32' ? 'wasi' : os], cpu: [CPU[cpu]] };
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/` : 'node_modules/';
    const candidates = [`${base}${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[`node_modules/${dep}`] = { version, ...platform, optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform-only optional entries added`);
