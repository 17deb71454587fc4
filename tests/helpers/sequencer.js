// Runs the longest test files first, so neither worker is left with a long file at the end of the run.
// Jest knows each file's last duration from its cache, but a fresh clone (as on CI) has no cache: then
// the seconds in tests/timings.tsv (a whole run's, saved by `npm run test:timings`) stand in for it.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

function readTimings(file) {
  const seconds = new Map();
  if (!fs.existsSync(file)) return seconds;
  for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [s, , name] = line.split('\t');
    if (name) seconds.set(name, Number(s) * 1000);
  }
  return seconds;
}

class LongestFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    this.saved ??= readTimings(path.join(__dirname, '..', 'timings.tsv'));
    return this.saved.get(path.relative(test.context.config.rootDir, test.path));
  }
}
module.exports = LongestFirstSequencer;
