/**
 * Where the media files live (issue 15): uploaded originals and their derived sizes, by file
 * name. Every read and write of media goes through a `MediaStore` (`app.deps.media`): the local
 * folder `DATA_DIR/media` by default (`local-store.ts`), or an S3-compatible bucket that several
 * API nodes share (`s3-store.ts`) when `S3_BUCKET` is set.
 */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Config } from '../config.ts';
import { LocalMediaStore } from './local-store.ts';
import { S3MediaStore } from './s3-store.ts';

/** A stored file being read. */
export interface MediaFile {
  body: Readable;
  /** Its length in bytes. */
  length: number;
  /** The type it was stored with, where the store keeps one (media are served typed by their bytes). */
  contentType: string | undefined;
}

export interface MediaStore {
  /** `local` or `s3`, for messages (backup, logs). */
  readonly kind: 'local' | 's3';
  /** Stores a file whole (a reader never sees half of it). */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or undefined when there is none. */
  get(name: string): Promise<MediaFile | undefined>;
  /** Its length, or undefined when there is none. */
  head(name: string): Promise<{ length: number } | undefined>;
  /** Removes files; names without a file are skipped. */
  delete(names: string[]): Promise<void>;
  /** Fails with a clear message when the store cannot be reached (checked at start). */
  check(): Promise<void>;
  /** Lets go of connections (the app's close). */
  close(): void;
}

/** A stored name is one plain file name: no folder, no `..`, no control or odd characters. */
export const isMediaName = (name: string): boolean =>
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) && !name.includes('..');

export function checkMediaName(name: string): void {
  if (!isMediaName(name)) throw new Error(`Invalid media file name: ${JSON.stringify(name)}`);
}

/** A whole stored file, or undefined. */
export async function readMedia(store: MediaStore, name: string): Promise<Buffer | undefined> {
  const file = await store.get(name);
  return file && buffer(file.body);
}

/** The store the configuration names. */
export async function createMediaStore(config: Pick<Config, 'mediaDir' | 's3'>): Promise<MediaStore> {
  return config.s3 ? S3MediaStore.open(config.s3) : new LocalMediaStore(config.mediaDir);
}
