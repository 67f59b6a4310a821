/**
 * Server configuration, read once from the environment and checked at boot (fails loudly).
 * Every setting is listed in the README's configuration table.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'var')),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  JWT_SECRET: z.string().min(16).optional(),
  TOKEN_LIFETIME_DAYS: z.coerce.number().positive().default(14),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cairn <noreply@localhost>'),
  CAPTCHA_SECRET: z.string().optional(),
  MEDIA_URL: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'packages/web/dist')),
  DEMO_DATA: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database under `dataDir/db` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  tokenLifetimeDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** reCAPTCHA secret; when absent registration does not ask for a captcha. */
  captchaSecret: string | undefined;
  /** Outbox folder for mail when no SMTP server is configured. */
  outboxDir: string;
  /** Folder of uploaded images and their derived sizes. */
  mediaDir: string;
  /** Address the image proxy redirects to (the files of mediaDir); `/media/` by default. */
  mediaUrl: string;
  webDist: string;
  demoData: boolean;
  logLevel: string;
  isProduction: boolean;
}

/** Parses the environment; throws with every problem listed when a setting is invalid. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    tokenLifetimeDays: e.TOKEN_LIFETIME_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    captchaSecret: e.CAPTCHA_SECRET || undefined,
    outboxDir: path.join(e.DATA_DIR, 'outbox'),
    mediaDir: path.join(e.DATA_DIR, 'media'),
    mediaUrl: e.MEDIA_URL ?? '/media/',
    webDist: e.WEB_DIST,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === 'production',
  };
}
