'use strict';
/**
 * The server's V8 heap after its latest full garbage collection, read from node's --trace-gc lines
 * in the server log ("… Mark-Compact 180.2 (200.1) -> 150.3 (190.4) MB, …": used before (committed)
 * -> used after (committed)). Live memory (used after) that keeps growing is a leak; RSS growing
 * with the committed figure while the live one stays flat is V8 giving its heap more room.
 */
const fs = require('node:fs');

const MARK_COMPACT = /Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/g;
const mb = (mib) => (Number(mib) * 2 ** 20) / 1e6;

/**
 * A reader of `logFile`: `heapMB()` gives { live, committed } after the latest Mark-Compact so far
 * (MB = 10^6 bytes), or null before the first.
 */
function gcTrace(logFile) {
  let offset = 0;
  let latest = null;
  let rest = '';
  return {
    heapMB() {
      let fd;
      try {
        fd = fs.openSync(logFile, 'r');
      } catch {
        return latest;
      }
      try {
        const size = fs.fstatSync(fd).size;
        if (size > offset) {
          const buf = Buffer.alloc(size - offset);
          fs.readSync(fd, buf, 0, buf.length, offset);
          offset = size;
          const text = rest + buf.toString('utf8');
          const cut = text.lastIndexOf('\n');
          rest = text.slice(cut + 1);
          for (const m of text.slice(0, cut + 1).matchAll(MARK_COMPACT)) latest = { live: mb(m[1]), committed: mb(m[2]) };
        }
      } finally {
        fs.closeSync(fd);
      }
      return latest;
    },
  };
}

module.exports = { gcTrace };
