import { createLogger, logRequest, redactUrl } from './logger';
import { inRequestScope } from './request-scope';

test('secret-looking query parameters are redacted from logged URLs; the rest stays readable', () => {
  expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[REDACTED]');
  expect(redactUrl('/api/orders/7?BranchCode=MAIN&accessToken=s3cret&AccessToken=x')).toBe(
    '/api/orders/7?BranchCode=MAIN&accessToken=[REDACTED]&AccessToken=[REDACTED]',
  );
  expect(redactUrl('/graphql?query=%7Bme%7D&variables=%7B%22password%22%3A%22x%22%7D')).toBe(
    '/graphql?query=[REDACTED]&variables=[REDACTED]',
  );
  expect(redactUrl('/x?api_key=1&password=2&pwd=3&client_secret=4&sig=5&search=lip+gloss')).toBe(
    '/x?api_key=[REDACTED]&password=[REDACTED]&pwd=[REDACTED]&client_secret=[REDACTED]&sig=[REDACTED]&search=lip+gloss',
  );
  expect(redactUrl('/x?%74oken=encoded-name&bad=%E0%A4%A')).toBe('/x?%74oken=[REDACTED]&bad=%E0%A4%A');
  expect(redactUrl('/plain/path')).toBe('/plain/path');
});

test('credentials and order tokens in headers, and the Referer query, never reach the log', () => {
  const logged = logRequest({
    id: 'r1',
    method: 'GET',
    url: '/api/orders/1?accessToken=t',
    headers: {
      authorization: 'Bearer a.b.c',
      cookie: 'sid=1',
      'x-order-token': 'guest',
      referer: 'https://shop.example/reset-password?token=abc',
      'user-agent': 'curl',
    },
  });
  expect(logged).toEqual({
    id: 'r1',
    method: 'GET',
    url: '/api/orders/1?accessToken=[REDACTED]',
    remoteAddress: undefined,
    headers: {
      authorization: '[REDACTED]',
      cookie: '[REDACTED]',
      'x-order-token': '[REDACTED]',
      referer: 'https://shop.example/reset-password?token=[REDACTED]',
      'user-agent': 'curl',
    },
  });
});

test("a failed query's parameters are not logged", () => {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  const err = Object.assign(new Error('Duplicate entry'), {
    query: 'INSERT INTO users ...',
    parameters: ['ann@example.co.uk', '$2b$10$hash'],
  });
  logger.error({ err }, 'failed');
  expect(lines[0]).not.toContain('hash');
  expect(JSON.parse(lines[0]).err).toMatchObject({ message: 'Duplicate entry', query: 'INSERT INTO users ...', parameters: '[Redacted]' });
});

test('whatever logs while a request is handled, its line carries the request id', async () => {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  await inRequestScope('req-42', async () => {
    await new Promise((r) => setImmediate(r));
    logger.error({ err: new Error('deep in a service') }, 'unexpected');
  });
  logger.info('outside any request');
  expect(lines.map((l) => JSON.parse(l).reqId)).toEqual(['req-42', undefined]);
});
