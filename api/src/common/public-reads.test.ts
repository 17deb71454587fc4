import { GraphQLError, parse, type ExecutionResult } from 'graphql';
import { PublicReads } from './public-reads';

const query = { document: parse('query StoreThing($slug: String!) { thing(slug: $slug) }'), operationName: 'StoreThing', variables: { slug: 'a' } };

function counter(result: () => ExecutionResult) {
  let runs = 0;
  return { run: async () => { runs++; return result(); }, get runs() { return runs; } };
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
    const failing = counter(() => ({ data: null, errors: [new GraphQLError('Too many requests', { extensions: { code: 'RATE_LIMITED' } })] }));
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
});
