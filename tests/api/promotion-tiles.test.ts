import fs from 'node:fs';
import path from 'node:path';
import { Role } from '../../api/src/common/roles';
import { pngDataUrl } from '../helpers/accounts';
import { insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const TILES = graphql(`
  query TestPromotionTiles {
    promotionTiles {
      slot
      fileName
      imageWidth
      imageHeight
      imageAlt
    }
  }
`);
const SET = graphql(`
  mutation TestSetPromotionTile($slot: Int!, $input: PromotionTileInput!) {
    setPromotionTile(slot: $slot, input: $input) {
      slot
      fileName
      imageWidth
      imageHeight
      imageAlt
    }
  }
`);

describe.each(sqliteOnly)('the home promotion tiles on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    staff = (await insertUser(t, Role.ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
  });
  afterAll(() => t?.close());

  const stored = (fileName: string) => fs.existsSync(path.join(t.dataDir, 'uploads', 'banner', fileName));

  test('staff give a tile a picture with its description; everyone sees it with its size; a new picture replaces the old file', async () => {
    expect((await gql(t.url, TILES)).data!.promotionTiles).toEqual([]);
    const image = { dataUrl: await pngDataUrl(1200, 600), fileName: 'ebin.png', width: 1200, height: 600 };
    const set = await gql(t.url, SET, { slot: 1, input: { image, imageAlt: '  Ebin edge control tins on a pink shelf ' } }, staff);
    expect(set.errors).toBeUndefined();
    const first = set.data!.setPromotionTile;
    expect(first).toMatchObject({ slot: 1, imageWidth: 1200, imageHeight: 600, imageAlt: 'Ebin edge control tins on a pink shelf' });
    expect(stored(first.fileName!)).toBe(true);
    expect((await gql(t.url, TILES)).data!.promotionTiles).toEqual([first]);

    const again = await gql(
      t.url,
      SET,
      { slot: 1, input: { image: { ...image, dataUrl: await pngDataUrl(800, 400) }, imageAlt: 'Tins' } },
      staff,
    );
    expect(again.data!.setPromotionTile).toMatchObject({ imageWidth: 800, imageHeight: 400, imageAlt: 'Tins' });
    expect(stored(first.fileName!)).toBe(false);

    const removed = await gql(t.url, SET, { slot: 1, input: { removeImage: true } }, staff);
    expect(removed.data!.setPromotionTile).toMatchObject({ fileName: null, imageWidth: null, imageHeight: null, imageAlt: null });
    expect(stored(again.data!.setPromotionTile.fileName!)).toBe(false);
  });

  test('a picture needs its description, the slot must be 1 or 2, and only staff may set one', async () => {
    const image = { dataUrl: await pngDataUrl(), fileName: 'x.png', width: 40, height: 30 };
    expect((await gql(t.url, SET, { slot: 2, input: { image, imageAlt: ' ' } }, staff)).errors?.[0]).toMatchObject({
      message: 'Image description is required: say what the picture shows',
      extensions: { code: 'BAD_USER_INPUT', field: 'imageAlt' },
    });
    expect((await gql(t.url, SET, { slot: 3, input: { image, imageAlt: 'A' } }, staff)).errors?.[0]).toMatchObject({
      message: 'Slot must be 1 or 2',
      extensions: { field: 'slot' },
    });
    for (const headers of [customer, {}]) {
      const refused = await gql(t.url, SET, { slot: 2, input: { image, imageAlt: 'A' } }, headers);
      expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect((await gql(t.url, TILES)).data!.promotionTiles.filter((tile) => tile.slot === 2)).toEqual([]);
  });
});
