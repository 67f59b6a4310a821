/**
 * `npm run backup -- <file>` and `npm run restore -- <file> [--force]` (see backup.ts). They
 * read the server's settings (DATA_DIR, DATABASE_URL) from the environment, as the server does.
 */
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const files = rest.filter((a) => !a.startsWith('--'));
const usage = 'usage: npm run backup -- <file.tar.gz> | npm run restore -- <file.tar.gz> [--force]';

if ((command !== 'backup' && command !== 'restore') || files.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const file = files[0]!;
try {
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const started = performance.now();
  const manifest = command === 'backup' ? await backup(config, file) : await restore(config, file, { force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    command === 'backup'
      ? `cairn: backed up ${where} (schema ${manifest.schema_version}) and ${manifest.media_files} media files to ${file} in ${seconds} s`
      : `cairn: restored ${file} (of ${manifest.created_at}, schema ${manifest.schema_version}, ${manifest.media_files} media files) into ${where} in ${seconds} s`,
  );
  // Media in S3 are neither saved nor restored here: say so plainly.
  if (command === 'backup' && config.s3)
    console.log(
      `cairn: the media are NOT in this archive: they live in the S3 bucket ${config.s3.bucket}; ` +
        "save the bucket with the object store's own means (versioning, replication, a copy)",
    );
  if (command === 'restore' && config.s3)
    console.log(
      `cairn: the media in the S3 bucket ${config.s3.bucket} were left as they are` +
        (manifest.media_files
          ? `; the archive's ${manifest.media_files} media files (its media/ folder) are not copied into the bucket`
          : ''),
    );
} catch (error) {
  console.error(`cairn: ${command} failed: ${(error as Error).message}`);
  process.exit(1);
}
