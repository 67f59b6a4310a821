import exifr from 'exifr';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser } from '../test/factories.ts';
import { uploadFile } from '../test/images.ts';
import { hasGps } from './gps-free.ts';

/** A phone-like JPEG: camera make and model, and a GPS position near Chamonix. */
const photoWithGps = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7' } })
    .withExif({
      IFD0: { Make: 'Cairnphone', Model: 'CP 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 55/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '6/1 52/1 10/1',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('GPS of personal images (issue 15 §5, privacy)', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let photo: Buffer;
  let outing: number;
  let waypoint: number;

  const upload = async (content = photo) => {
    const res = await uploadFile(ctx.app, headers, content);
    expect(res.statusCode).toBe(200);
    return res.json().filename as string;
  };
  /** Saves an uploaded file as an image of `parent` (outing: personal, waypoint: collaborative). */
  const save = async (filename: string, parent: Record<string, { document_id: number }[]>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/list',
      headers,
      payload: {
        images: [{ filename, activities: ['hiking'], locales: [{ lang: 'fr' }], associations: parent }],
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().images[0].document_id as number;
  };
  const media = (name: string) => ctx.app.inject({ method: 'GET', url: `/media/${name}` });
  /** The bytes the proxy leads to. */
  const throughProxy = async (url: string) => {
    const redirect = await ctx.app.inject({ method: 'GET', url });
    expect(redirect.statusCode).toBe(302);
    const res = await ctx.app.inject({ method: 'GET', url: redirect.headers.location as string });
    expect(res.statusCode).toBe(200);
    return { location: redirect.headers.location as string, body: res.rawPayload };
  };
  const pixels = (data: Buffer) => sharp(data).raw().toBuffer();

  beforeAll(async () => {
    ctx = await buildTestApp();
    const user = await createUser(ctx.database.db, { username: 'walker' });
    headers = await authHeaders(ctx.database.db, user);
    photo = await photoWithGps();
    outing = await createDocument(ctx.database.db, {
      type: 'outing',
      creator_id: user.id,
      associations: [{ document_id: user.id, type: 'profile' }],
    });
    waypoint = await createDocument(ctx.database.db, { type: 'waypoint' });
  });
  afterAll(() => ctx.close());

  it('the test photo carries a GPS position', async () => {
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(45.925, 3) });
    expect(await hasGps(photo)).toBe(true);
  });

  it('no derived size carries metadata: SI, MI, BI and the WebP and AVIF made on demand', async () => {
    const id = await save(await upload(), { outings: [{ document_id: outing }] });
    const served = [
      ...(await Promise.all(
        ['SI', 'MI', 'BI'].map((size) => throughProxy(`/api/images/proxy/${id}?size=${size}`)),
      )),
      await throughProxy(`/api/images/proxy/${id}?size=MI&extension=webp`),
      await throughProxy(`/api/images/proxy/${id}?size=BI&extension=avif`),
    ];
    for (const { location, body } of served) {
      expect(location).toMatch(/(SI|MI|BI)\.(jpg|webp|avif)$/);
      // exifr reads the JPEGs (not this WebP or AVIF); sharp says whether any EXIF or XMP block is there.
      if (location.endsWith('.jpg')) expect(await exifr.gps(body)).toBeUndefined();
      const meta = await sharp(body).metadata();
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    }
  });

  it("a personal image's original goes out without its GPS, its other tags and pixels untouched", async () => {
    const filename = await upload();
    const id = await save(filename, { outings: [{ document_id: outing }] });
    const direct = await media(filename);
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-type']).toBe('image/jpeg');
    expect(direct.headers['cache-control']).toBe('public, max-age=3600');
    expect(await exifr.gps(direct.rawPayload)).toBeUndefined();
    expect(await exifr.parse(direct.rawPayload)).toMatchObject({ Make: 'Cairnphone', Model: 'CP 15' });
    // No new encoding: the same decoded pixels as the upload.
    expect((await pixels(direct.rawPayload)).equals(await pixels(photo))).toBe(true);
    // The proxy without a size leads to the same GPS-free copy.
    const proxied = await throughProxy(`/api/images/proxy/${id}`);
    expect(proxied.location).toBe(`/media/${filename.replace('.jpg', '-nogps.jpg')}`);
    expect(proxied.body.equals(direct.rawPayload)).toBe(true);
    // The document keeps the position (its geometry is the client's, from EXIF) and the stored original stays whole.
    expect(
      Buffer.compare(await ctx.app.deps.media.get(filename).then((f) => streamBytes(f!.body)), photo),
    ).toBe(0);
  });

  it("a collaborative image's original is served unchanged, GPS included", async () => {
    const filename = await upload();
    const id = await save(filename, { waypoints: [{ document_id: waypoint }] });
    const direct = await media(filename);
    expect(direct.statusCode).toBe(200);
    expect(direct.rawPayload.equals(photo)).toBe(true);
    expect(await exifr.gps(direct.rawPayload)).toMatchObject({ longitude: expect.closeTo(6.869, 3) });
    const proxied = await throughProxy(`/api/images/proxy/${id}`);
    expect(proxied.location).toBe(`/media/${filename}`);
    expect(proxied.body.equals(photo)).toBe(true);
  });

  it('the type is read at each request: an image turned personal loses its GPS at once', async () => {
    const filename = await upload();
    const id = await save(filename, { waypoints: [{ document_id: waypoint }] });
    expect(await exifr.gps((await media(filename)).rawPayload)).toBeDefined();
    await sql`UPDATE images SET image_type = 'personal' WHERE document_id = ${id}`.execute(ctx.database.db);
    expect(await exifr.gps((await media(filename)).rawPayload)).toBeUndefined();
  });

  it('an upload not saved as an image yet is served without GPS', async () => {
    const filename = await upload();
    const res = await media(filename);
    expect(res.statusCode).toBe(200);
    expect(await exifr.gps(res.rawPayload)).toBeUndefined();
  });

  it('a personal WebP original loses its GPS too', async () => {
    const webp = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#a47' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 50/1 0/1' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(await hasGps(webp)).toBe(true);
    const filename = await upload(webp);
    expect(filename).toMatch(/\.webp$/);
    await save(filename, { outings: [{ document_id: outing }] });
    const res = await media(filename);
    expect(res.headers['content-type']).toBe('image/webp');
    const exif = (await sharp(res.rawPayload).metadata()).exif;
    expect(exif && (await exifr.parse(exif.subarray(6), { gps: true }))).not.toHaveProperty('GPSLatitude');
    expect(await hasGps(res.rawPayload)).toBe(false);
    expect((await pixels(res.rawPayload)).equals(await pixels(webp))).toBe(true);
  });

  it('an original without GPS is served as it is, with no copy made', async () => {
    const plain = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const filename = await upload(plain);
    expect((await media(filename)).rawPayload.equals(plain)).toBe(true);
    expect(await ctx.app.deps.media.head(filename.replace('.jpg', '-nogps.jpg'))).toBeUndefined();
  });
});

async function streamBytes(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
