import fs from 'node:fs';
import path from 'node:path';
import { Role } from '../../api/src/common/roles';
import { firstError, loggedIn, pngBuffer, pngDataUrl, REGISTER, registerInput } from '../helpers/accounts';
import { withoutRequestId } from '../helpers/legacy';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const CREATE_BANNER = graphql(`
  mutation UploadsCreateBanner($input: CreateBannerInput!) {
    createBanner(input: $input) {
      fileName
      imageWidth
      imageHeight
    }
  }
`);

async function upload(t: TestShop, area: string, body: Buffer | null, headers: Record<string, string> = {}, field = 'file') {
  const form = new FormData();
  if (body) form.append(field, new Blob([new Uint8Array(body)], { type: 'image/png' }), 'My Photo.png');
  const res = await fetch(`${t.url}/upload/${area}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: withoutRequestId(res, await res.json()) };
}

describe.each(sqliteOnly)('multipart image uploads on %s', (dialect) => {
  let t: TestShop;
  let staff: Awaited<ReturnType<typeof loggedIn>>;
  let customer: Awaited<ReturnType<typeof loggedIn>>;
  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = await loggedIn(t, { role: Role.ADMIN });
    customer = await loggedIn(t);
  });
  afterAll(() => t?.close());

  test('staff upload an image and get its generated name, natural size and URL', async () => {
    const res = await upload(t, 'banner', await pngBuffer(64, 48), staff.headers);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      fileName: expect.stringMatching(/^upload-[0-9a-f]{24}\.png$/),
      width: 64,
      height: 48,
      url: `/uploads/banner/${res.body.fileName}`,
    });
    const served = await fetch(`${t.url}${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  test('customers may upload only to the users area; guests not at all; unknown areas are 404', async () => {
    expect((await upload(t, 'users', await pngBuffer(), customer.headers)).status).toBe(201);
    expect(await upload(t, 'banner', await pngBuffer(), customer.headers)).toEqual({
      status: 403,
      body: { message: 'Only staff can upload images here' },
    });
    expect(await upload(t, 'users', await pngBuffer())).toEqual({ status: 401, body: { message: 'You need to log in' } });
    expect((await upload(t, 'users', await pngBuffer(), { authorization: 'Bearer forged.token.here' })).status).toBe(401);
    expect((await upload(t, 'secrets', await pngBuffer(), staff.headers)).status).toBe(404);
  });

  test('a file that is not an image is refused with 400, whatever its name says', async () => {
    const res = await upload(t, 'products', Buffer.from('<?php echo "not an image"; ?>'), staff.headers);
    expect(res).toEqual({ status: 400, body: { message: 'File is not an image', field: 'file' } });
  });

  test('an image over 10 MB is refused with 413', async () => {
    const big = Buffer.concat([await pngBuffer(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(t, 'products', big, staff.headers)).toEqual({ status: 413, body: { message: 'Image is larger than 10 MB' } });
  });

  test('a request without the file field is refused with 400 and says how to send it', async () => {
    expect(await upload(t, 'products', null, staff.headers)).toEqual({
      status: 400,
      body: { message: 'Send the image as multipart/form-data in a field named "file"', field: 'file' },
    });
    expect((await upload(t, 'products', await pngBuffer(), staff.headers, 'picture')).status).toBe(400);
  });

  test('registration takes over an uploaded profile image once, under a name of its own', async () => {
    const uploaded = await upload(t, 'users', await pngBuffer(50, 40), customer.headers);
    const input = await registerInput({ image: { uploadedFileName: uploaded.body.fileName, fileName: 'Portrait.png' } });
    const body = await gql(t.url, REGISTER, { input });
    expect(body.errors).toBeUndefined();
    const image = body.data!.register.user.image!;
    expect(image).toMatch(/^portrait-[0-9a-f]{12}\.png$/);
    const dir = path.join(t.dataDir, 'uploads', 'users');
    expect(fs.existsSync(path.join(dir, image))).toBe(true);
    expect(fs.existsSync(path.join(dir, uploaded.body.fileName))).toBe(false);
    const reused = await gql(t.url, REGISTER, { input: await registerInput({ image: { uploadedFileName: uploaded.body.fileName } }) });
    expect(firstError(reused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'image' });
    expect(firstError(reused)!.message).toMatch(/^No uploaded image .* upload it again$/);
  });

  test('uploadedFileName must be a name answered by the upload of the same area', async () => {
    const inBanner = await upload(t, 'banner', await pngBuffer(), staff.headers);
    for (const name of ['../../jwt-secret', 'portrait-abc.png', inBanner.body.fileName]) {
      const body = await gql(t.url, REGISTER, { input: await registerInput({ image: { uploadedFileName: name } }) });
      expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'image' });
    }
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'banner', inBanner.body.fileName))).toBe(true);
  });

  test('an image needs exactly one of dataUrl and uploadedFileName', async () => {
    const uploaded = await upload(t, 'users', await pngBuffer(), customer.headers);
    const both = await gql(t.url, REGISTER, {
      input: await registerInput({ image: { dataUrl: await pngDataUrl(), uploadedFileName: uploaded.body.fileName } }),
    });
    expect(firstError(both)).toEqual({
      message: 'Give the image as exactly one of dataUrl or uploadedFileName',
      code: 'BAD_USER_INPUT',
      field: 'image',
    });
  });

  test('the generic admin forms take uploaded images too (a banner)', async () => {
    const uploaded = await upload(t, 'banner', await pngBuffer(80, 30), staff.headers);
    const body = await gql(
      t.url,
      CREATE_BANNER,
      { input: { title: 'Summer', description: 'Sun care', image: { uploadedFileName: uploaded.body.fileName, fileName: 'summer.png' } } },
      staff.headers,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createBanner).toEqual({
      fileName: expect.stringMatching(/^summer-[0-9a-f]{12}\.png$/),
      imageWidth: 80,
      imageHeight: 30,
    });
  });
});
