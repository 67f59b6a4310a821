/**
 * Media in an S3-compatible bucket (`S3_BUCKET`, with `S3_ENDPOINT` for a store other than
 * AWS), through the official AWS SDK: every API node reads and writes the same files. Objects
 * are named by the file name alone, so the proxy's and `MEDIA_URL`'s addresses stay the same.
 * The SDK is loaded only by installs that use S3 (it adds a few hundred milliseconds to a start).
 */
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { checkMediaName, type MediaFile, type MediaStore } from './media-store.ts';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects one DeleteObjects request may name. */
const DELETE_BATCH = 1000;

type Sdk = typeof import('@aws-sdk/client-s3');

export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly endpoint: string | undefined;

  /** The store of `settings`, with the SDK loaded. */
  static async open(settings: NonNullable<Config['s3']>): Promise<S3MediaStore> {
    return new S3MediaStore(await import('@aws-sdk/client-s3'), settings);
  }

  private constructor(
    private readonly sdk: Sdk,
    settings: NonNullable<Config['s3']>,
  ) {
    this.bucket = settings.bucket;
    this.endpoint = settings.endpoint;
    this.client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: other S3-compatible stores may not know the
      // newer checksum headers the SDK would add by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    checkMediaName(name);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        // Names never change: a CDN or browser reading the bucket directly may keep them.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<MediaFile | undefined> {
    checkMediaName(name);
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a stream');
      return { body: answer.Body, length: answer.ContentLength ?? 0, contentType: answer.ContentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async head(name: string): Promise<{ length: number } | undefined> {
    checkMediaName(name);
    try {
      const answer = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: name }),
      );
      return { length: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      const status = e.$metadata?.httpStatusCode;
      throw new Error(
        `The S3 bucket ${this.bucket}${this.endpoint ? ` at ${this.endpoint}` : ''} cannot be reached ` +
          `(${status ? `HTTP ${status}, ` : ''}${e.name ?? 'error'}${e.message && e.message !== e.name ? `: ${e.message}` : ''}): ` +
          'check S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys',
      );
    }
  }

  close(): void {
    this.client.destroy();
  }

  async delete(names: string[]): Promise<void> {
    names.forEach(checkMediaName);
    for (let i = 0; i < names.length; i += DELETE_BATCH) {
      const answer = await this.client.send(
        new this.sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: names.slice(i, i + DELETE_BATCH).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length)
        throw new Error(`S3 did not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
  }
}
