import { Kind, type DocumentNode, type ExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * What a guest's storefront page reads (menus, footer, listings, filter counts) is the same for every
 * guest until something is written, so the server render keeps those query results here. Any write
 * this process serves (a GraphQL mutation, a non-GET legacy or upload request) empties it; the
 * time limit bounds how long a write made by another process sharing the database stays unseen.
 * Results with errors are never kept, but for 'not found' (the same answer for every guest until a write).
 */
export class PublicReads {
  private readonly results: LRUCache<string, ExecutionResult>;
  /** Bumped by every write: a read that started before a write must not store what it saw. */
  private version = 0;

  constructor(options: { maxBytes?: number; ttlMs?: number } = {}) {
    this.results = new LRUCache<string, ExecutionResult>({
      maxSize: options.maxBytes ?? 8 * 1024 * 1024,
      ttl: options.ttlMs ?? 30_000,
      // A cheap upper bound of the result's size (its JSON), paid once when it is stored.
      sizeCalculation: (result) => Math.max(1, JSON.stringify(result.data ?? null).length),
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
    const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName));
    if (!operationName || definition?.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query') return run();
    const key = `${operationName}:${variables ? JSON.stringify(variables) : ''}`;
    const kept = this.results.get(key);
    if (kept) return kept;
    const versionAtStart = this.version;
    const result = await run();
    if (keepable(result) && versionAtStart === this.version) this.results.set(key, result);
    return result;
  }

  /** Forgets every kept result: called after each write. */
  invalidate(): void {
    this.version++;
    this.results.clear();
  }

  get size(): number {
    return this.results.size;
  }
}

function keepable(result: ExecutionResult): boolean {
  return !result.errors || result.errors.every((error) => error.extensions?.code === 'NOT_FOUND');
}
