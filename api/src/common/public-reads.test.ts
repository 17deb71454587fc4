import { GraphQLError, parse, type ExecutionResult } from 'graphql';
import { MAX_KEPT_READS, MAX_KEPT_VARIABLES_LENGTH, PublicReads } from './public-reads';

const query = {
  document: parse('query StoreThing($slug: String!) { thing(slug: $slug) }'),
  operationName: 'StoreThing',
  variables: { slug: 'a' },
};

function counter(result: () => ExecutionResult) {
  let runs = 0;
  return {
    run: async () => {
      runs++;
      return result();
    },
    get runs() {
      return runs;
    },
  };
}

describe('PublicReads', () => {
  test('a query is run once until a write, per operation and variables', async () => {
    const reads = new PublicReads();
    const source = counter(() => ({ data: { thing: 'one' } }));
    expect(await reads.read(query, source.run)).toEqual({ data: { thing: 'one' } });
    await reads.read(query, source.run);
    expect(source.runs).toBe(1);
    await reads.read({ ...query, variables: { slug: 'b' } }, source.run);
    expect(source.runs).toBe(2);
    reads.invalidate();
    await reads.read(query, source.run);
    expect(source.runs).toBe(3);
  });

  test('errors are not kept, but for not found (the same answer for every guest)', async () => {
    const reads = new PublicReads();
    const failing = counter(() => ({
      data: null,
      errors: [new GraphQLError('Too many requests', { extensions: { code: 'RATE_LIMITED' } })],
    }));
    await reads.read(query, failing.run);
    await reads.read(query, failing.run);
    expect(failing.runs).toBe(2);
    const missing = counter(() => ({ data: null, errors: [new GraphQLError('No thing', { extensions: { code: 'NOT_FOUND' } })] }));
    const other = { ...query, variables: { slug: 'gone' } };
    await reads.read(other, missing.run);
    await reads.read(other, missing.run);
    expect(missing.runs).toBe(1);
  });

  test('a read that a write overtook is not kept, and mutations or unnamed operations never are', async () => {
    const reads = new PublicReads();
    const slow = counter(() => ({ data: { thing: 'before the write' } }));
    await reads.read(query, async () => {
      reads.invalidate();
      return slow.run();
    });
    await reads.read(query, slow.run);
    expect(slow.runs).toBe(2);

    const mutation = { document: parse('mutation SaveThing { save }'), operationName: 'SaveThing' };
    const saves = counter(() => ({ data: { save: true } }));
    await reads.read(mutation, saves.run);
    await reads.read(mutation, saves.run);
    expect(saves.runs).toBe(2);
    const unnamed = counter(() => ({ data: { thing: 'x' } }));
    await reads.read({ document: parse('{ thing(slug: "a") }') }, unnamed.run);
    await reads.read({ document: parse('{ thing(slug: "a") }') }, unnamed.run);
    expect(unnamed.runs).toBe(2);
  });

  test('kept reads are bounded by count and by bytes that count their keys and errors (N2)', async () => {
    const reads = new PublicReads();
    const missing = (slug: string) => async () => ({
      data: null,
      errors: [new GraphQLError(`No thing with slug "${slug.slice(0, 120)}"`, { extensions: { code: 'NOT_FOUND' } })],
    });
    for (let i = 0; i < 10_000; i++) {
      const slug = `${i}-`.padEnd(MAX_KEPT_VARIABLES_LENGTH - 20, 'x');
      await reads.read({ ...query, variables: { slug } }, missing(slug));
    }
    expect(reads.size).toBeLessThanOrEqual(MAX_KEPT_READS);
    // Each entry's key and error message are counted, not only its `null` data.
    expect(reads.bytes).toBeGreaterThan(reads.size * 2 * (MAX_KEPT_VARIABLES_LENGTH - 20));

    const small = new PublicReads({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 1_000; i++) {
      const slug = `${i}-`.padEnd(200, 'y');
      await small.read({ ...query, variables: { slug } }, missing(slug));
    }
    expect(small.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(small.size).toBeLessThan(100);
  });

  test('variables longer than a few hundred characters are never kept', async () => {
    const reads = new PublicReads();
    const long = { ...query, variables: { slug: 'z'.repeat(MAX_KEPT_VARIABLES_LENGTH) } };
    const source = counter(() => ({ data: { thing: null } }));
    await reads.read(long, source.run);
    await reads.read(long, source.run);
    expect(source.runs).toBe(2);
    expect(reads.size).toBe(0);
  });

  test('while a transaction has written but not ended, nothing is kept; its commit empties the cache', async () => {
    const reads = new PublicReads();
    const source = counter(() => ({ data: { thing: 'seen' } }));
    await reads.read(query, source.run);
    // A read already running when the transaction writes is not kept either.
    await reads.read({ ...query, variables: { slug: 'b' } }, async () => {
      reads.uncommittedStarted();
      return source.run();
    });
    await reads.read({ ...query, variables: { slug: 'c' } }, source.run);
    expect(reads.size).toBe(1);
    reads.uncommittedEnded();
    expect(reads.size).toBe(1);
    await reads.read({ ...query, variables: { slug: 'c' } }, source.run);
    expect(reads.size).toBe(2);
  });
});
