/**
 * Imported first by entry-server.tsx, before Apollo Client's modules run (they read this once, when they
 * load). Every server render makes its own client, and its documents and variables are new objects, so
 * Apollo's process-wide memo caches keyed by them (print, checkDocument, canonicalStringify; 1,000–2,000
 * entries each by default) never hit from one render to the next: they only fill, holding printed queries
 * for minutes, and V8 sizes its heap to a multiple of what they hold. Small bounds keep the server's
 * memory flat under load (see tests/perf/README.md, the soak).
 */
const SERVER_MEMO_ENTRIES = 50;

(globalThis as Record<symbol, unknown>)[Symbol.for('apollo.cacheSize')] = {
  print: SERVER_MEMO_ENTRIES,
  checkDocument: SERVER_MEMO_ENTRIES,
  canonicalStringify: SERVER_MEMO_ENTRIES,
};
