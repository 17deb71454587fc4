import fs from 'node:fs';
import http from 'node:http';
import { spawnShop, SpawnedShop } from '../helpers/spawn-shop';
import { waitFor } from '../helpers/store';

let shop: SpawnedShop | undefined;
afterAll(async () => {
  await shop?.stop();
  if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
});

test('SIGTERM: the server stops accepting, finishes the request in flight, closes the database and exits 0, shutting down once', async () => {
  shop = await spawnShop({ SEED: 'none' });
  const { hostname, port } = new URL(shop.url);
  const body = JSON.stringify({ query: '{ activeBanners { id } brandGroups { letter } }' });
  // Headers read by the server (it answered 100 Continue), body still to come: a request in flight.
  const req = http.request({
    host: hostname,
    port,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status?: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
  });
  await new Promise((resolve) => req.once('continue', resolve));

  shop.child.kill('SIGTERM');
  shop.child.kill('SIGTERM');
  await waitFor(async () => /shutting down/.test(shop!.output()), 10_000);
  await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();

  req.end(body);
  const { status, text } = await answer;
  expect(status).toBe(200);
  expect(JSON.parse(text)).toEqual({ data: { activeBanners: [], brandGroups: [] } });
  expect(await shop.exited).toBe(0);
  expect(shop.output().match(/shutting down/g)).toHaveLength(1);
});
