import os from 'node:os';
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

describe('configuration checked at boot: server rendering (issue 16)', () => {
  it('renders pages in one thread on two cores or fewer, else cores − 1 up to 4, within 2 s', () => {
    const { threads, timeoutMs, maxQueue } = loadConfig({}).ssr;
    const cores = os.availableParallelism();
    expect(threads).toBe(cores <= 2 ? 1 : Math.min(4, cores - 1));
    expect({ timeoutMs, maxQueue }).toEqual({ timeoutMs: 2000, maxQueue: 32 });
    expect(loadConfig({ SSR_THREADS: '0' }).ssr.threads).toBe(0);
  });

  it('refuses thread counts, limits and queues that are not whole numbers in range', () => {
    for (const bad of ['-1', 'two', '1.5', '65'])
      expect(() => loadConfig({ SSR_THREADS: bad })).toThrow(/SSR_THREADS/);
    for (const bad of ['0', '60001', 'soon'])
      expect(() => loadConfig({ SSR_TIMEOUT_MS: bad })).toThrow(/SSR_TIMEOUT_MS/);
    expect(() => loadConfig({ SSR_MAX_QUEUE: '0' })).toThrow(/SSR_MAX_QUEUE/);
  });
});

describe('configuration checked at boot: memory (issue 16)', () => {
  it("lets the heap's old generation grow by 100 % past its live objects unless told otherwise", () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(100);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent).toBe(50);
    for (const bad of ['-1', '301', '1.5', 'much'])
      expect(() => loadConfig({ HEAP_GROWTH_PERCENT: bad })).toThrow(/HEAP_GROWTH_PERCENT/);
  });
});

describe('configuration checked at boot: the forum single sign-on (issue 19)', () => {
  it('waits 2 s for the forum by default, up to 30 s when told, and refuses other waits', () => {
    expect(loadConfig({}).forum.ssoTimeoutMs).toBe(2000);
    expect(loadConfig({ FORUM_SSO_TIMEOUT_MS: '10000' }).forum.ssoTimeoutMs).toBe(10_000);
    for (const bad of ['0', '-5', '30001', 'later'])
      expect(() => loadConfig({ FORUM_SSO_TIMEOUT_MS: bad })).toThrow(/FORUM_SSO_TIMEOUT_MS/);
  });
});
