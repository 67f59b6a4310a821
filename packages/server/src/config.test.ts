import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration checked at boot: images and media storage (issue 15)', () => {
  it('takes 20 MB and 100 megapixels by default, and local media', () => {
    const config = loadConfig({});
    expect(config.images).toEqual({ maxBytes: 20 * 1024 * 1024, maxPixels: 100_000_000, unsavedHours: 24 });
    expect(config.s3).toBeUndefined();
  });

  it('refuses image limits that are not positive whole numbers', () => {
    for (const bad of ['0', '-1', 'lots', '1.5', String(2 * 1024 ** 3)])
      expect(() => loadConfig({ IMAGE_MAX_BYTES: bad })).toThrow(/IMAGE_MAX_BYTES/);
    expect(() => loadConfig({ IMAGE_MAX_PIXELS: '0' })).toThrow(/IMAGE_MAX_PIXELS/);
  });

  it('stores media in S3 when a bucket is named', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toMatchObject({
      endpoint: undefined,
      accessKeyId: undefined,
    });
  });

  it('refuses S3 settings without a bucket, half a key pair or an endpoint that is no address', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
