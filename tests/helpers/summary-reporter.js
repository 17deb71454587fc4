// At the end of a run: the 20 slowest test files with their seconds, every file's seconds written to
// tests/.tmp/timings.tsv (the slowest first), and one plain closing line ("jest: N passed, N failed[, N
// skipped]") as the very last line of the run, so CI logs end with a line any reader can parse.
const fs = require('node:fs');
const path = require('node:path');

const SLOWEST = 20;
const TIMINGS_FILE = path.join(__dirname, '..', '.tmp', 'timings.tsv');

/** Each file's seconds (jest's start to end of the file, set-up included), the slowest first. */
function fileSeconds(results, rootDir) {
  return results.testResults
    .map((file) => ({
      file: path.relative(rootDir, file.testFilePath),
      seconds: Math.max(0, (file.perfStats.end - file.perfStats.start) / 1000),
      tests: file.numPassingTests + file.numFailingTests,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

class PlainSummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = fileSeconds(results, this.rootDir);
    const total = files.reduce((sum, f) => sum + f.seconds, 0);
    const wall = (Date.now() - results.startTime) / 1000;
    if (files.length > 1) {
      const lines = files
        .slice(0, SLOWEST)
        .map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.file}`);
      process.stderr.write(
        `\nSlowest ${Math.min(SLOWEST, files.length)} of ${files.length} test files ` +
          `(${total.toFixed(0)} s of files in ${wall.toFixed(0)} s wall; all in ${path.relative(this.rootDir, TIMINGS_FILE)}):\n${lines.join('\n')}\n`,
      );
      fs.mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
      fs.writeFileSync(
        TIMINGS_FILE,
        `seconds\ttests\tfile\n${files.map((f) => `${f.seconds.toFixed(1)}\t${f.tests}\t${f.file}`).join('\n')}\n`,
      );
    }
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `jest: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
    process.once('exit', () => fs.writeSync(2, line));
  }
}
module.exports = PlainSummaryReporter;
