/**
 * Media in a local folder (the default, `DATA_DIR/media`): one file per name, flat, as before
 * the stores existed, so existing installs keep their files.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkMediaName, type MediaFile, type MediaStore } from './media-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalMediaStore implements MediaStore {
  readonly kind = 'local' as const;

  /** Makes the folder at once: an install shows where its media go before the first upload. */
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private pathOf(name: string): string {
    checkMediaName(name);
    return path.join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await fs.promises.mkdir(this.dir, { recursive: true });
    // Written beside, then renamed: readers see the whole file or none.
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await fs.promises.writeFile(partial, data);
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<MediaFile | undefined> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(name), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { body: handle.createReadStream(), length: stat.size, contentType: undefined };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(name: string): Promise<{ length: number } | undefined> {
    try {
      const stat = await fs.promises.stat(this.pathOf(name));
      return stat.isFile() ? { length: stat.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async check(): Promise<void> {
    try {
      await fs.promises.access(this.dir, fs.constants.R_OK | fs.constants.W_OK);
    } catch (error) {
      throw new Error(`The media folder ${this.dir} cannot be written: ${(error as Error).message}`);
    }
  }

  close(): void {}

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.promises.rm(this.pathOf(name), { force: true })));
  }
}
