import { Kind, type DocumentNode, type ExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Results kept at once, whatever their size. */
export const MAX_KEPT_READS = 2_000;
/** What the kept results may weigh, keys and errors included (an estimate: twice their JSON length). */
export const MAX_KEPT_BYTES = 8 * 1024 * 1024;
/** Variables longer than this (as JSON) are never kept: no page of the shop sends such a long slug or text. */
export const MAX_KEPT_VARIABLES_LENGTH = 300;
/** How long a result is kept at most; with REDIS_URL other instances' writes clear it sooner. */
export const KEPT_READS_TTL_MS = 30_000;
/** Every kept entry costs this much besides its strings (the map's node, the result's objects). */
const ENTRY_OVERHEAD_BYTES = 256;

export interface PublicReadsOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
}

/**
 * What a guest's storefront page reads (menus, footer, listings, filter counts) is the same for every
 * guest until something is written, so the server render keeps those query results here. Committed
 * writes empty it (common/guest-read-writes.ts, and other instances' writes through Redis); the time
 * limit bounds how long a write made by another process sharing the database stays unseen without Redis.
 * Results with errors are never kept, but for 'not found' (the same answer for every guest until a write).
 * The cache is bounded by entry count and by bytes that count each key and each error as well as the data.
 */
export class PublicReads {
  private readonly results: LRUCache<string, ExecutionResult>;
  /** Bumped by every write: a read that started before a write must not store what it saw. */
  private version = 0;
  /** Transactions whose uncommitted writes readers may see (SQLite's one shared connection): nothing is kept meanwhile. */
  private uncommitted = 0;
  /** What is built from these reads and kept elsewhere (the page cache): emptied with them. */
  private readonly dependants = new Set<() => void>();

  constructor(options: PublicReadsOptions = {}) {
    this.results = new LRUCache<string, ExecutionResult>({
      max: options.maxEntries ?? MAX_KEPT_READS,
      maxSize: options.maxBytes ?? MAX_KEPT_BYTES,
      ttl: options.ttlMs ?? KEPT_READS_TTL_MS,
      ttlAutopurge: true,
      // A cheap upper bound of the entry's size (UTF-16 strings), paid once when it is stored.
      sizeCalculation: (result, key) => ENTRY_OVERHEAD_BYTES + 2 * (key.length + JSON.stringify(result).length),
    });
  }

  /**
   * The operation's result from the cache, or from `run` (kept when it holds no error). Operations are
   * told apart by name: the web app's documents are generated with unique names, and each client
   * instance rewrites its documents (so their identity says nothing).
   */
  async read(
    operation: { document: DocumentNode; operationName?: string; variables?: Record<string, unknown> },
    run: () => Promise<ExecutionResult>,
  ): Promise<ExecutionResult> {
    const { document, operationName, variables } = operation;
    const definition = document.definitions.find(
      (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
    );
    if (!operationName || definition?.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query') return run();
    const json = variables ? JSON.stringify(variables) : '';
    if (json.length > MAX_KEPT_VARIABLES_LENGTH) return run();
    const key = `${operationName}:${json}`;
    const kept = this.results.get(key);
    if (kept) return kept;
    const versionAtStart = this.version;
    const keepAllowed = this.uncommitted === 0;
    const result = await run();
    if (keepAllowed && keepable(result) && versionAtStart === this.version) this.results.set(key, result);
    return result;
  }

  /** Forgets every kept result: called after each committed write (here, or another instance's through Redis). */
  invalidate(): void {
    this.version++;
    this.results.clear();
    for (const clear of this.dependants) clear();
  }

  /** Runs `clear` whenever the kept reads are emptied, so a cache built from them never outlives them. */
  onInvalidate(clear: () => void): () => void {
    this.dependants.add(clear);
    return () => this.dependants.delete(clear);
  }

  /**
   * A mark to take before building something from guest reads (a page): null while uncommitted writes
   * may be visible. `isCurrent(mark)` afterwards tells whether what was built may be kept.
   */
  mark(): number | null {
    return this.uncommitted === 0 ? this.version : null;
  }

  /** Nothing was written (or begun writing) since `mark` was taken. */
  isCurrent(mark: number | null): boolean {
    return mark !== null && mark === this.version;
  }

  /**
   * A transaction wrote and readers may see it before it ends (SQLite): until `uncommittedEnded`, reads
   * are not kept, and reads already running are not kept either.
   */
  uncommittedStarted(): void {
    this.uncommitted++;
    this.version++;
  }

  /** That transaction ended (when it committed, `invalidate` follows); reads that saw it while it ran are not kept. */
  uncommittedEnded(): void {
    this.uncommitted = Math.max(0, this.uncommitted - 1);
    this.version++;
  }

  get size(): number {
    return this.results.size;
  }

  /** The kept results' weight as counted against MAX_KEPT_BYTES. */
  get bytes(): number {
    return this.results.calculatedSize;
  }
}

function keepable(result: ExecutionResult): boolean {
  return !result.errors || result.errors.every((error) => error.extensions?.code === 'NOT_FOUND');
}
