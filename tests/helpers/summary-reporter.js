// Prints the run's result as one plain closing line ("jest: N passed, N failed[, N skipped]") as the
// very last line of the run (after jest's own summary), so CI logs end with a line any reader can parse.
const fs = require('node:fs');

class PlainSummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `jest: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
    process.once('exit', () => fs.writeSync(2, line));
  }
}
module.exports = PlainSummaryReporter;
