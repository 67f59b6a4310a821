/**
 * Server configuration, read once from the environment and checked at boot (fails loudly).
 * Every setting is listed in the README's configuration table.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SESSION_FORUM_TIMEOUT_MS } from './forum/discourse-connect.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Vendors whose client id, secret and base URL come from `TRACKER_<VENDOR>_…` (`trackers/`). */
const TRACKER_VENDOR_NAMES = ['strava', 'coros', 'decathlon', 'garmin', 'polar', 'suunto'] as const;
const trackerEnv = Object.fromEntries(
  TRACKER_VENDOR_NAMES.flatMap((v) => {
    const name = `TRACKER_${v.toUpperCase()}`;
    return [
      [`${name}_CLIENT_ID`, z.string().default('')],
      [`${name}_CLIENT_SECRET`, z.string().default('')],
      [`${name}_URL`, z.union([z.literal(''), z.string().url()]).default('')],
    ];
  }),
) as Record<string, z.ZodDefault<z.ZodString>>;

const EnvSchema = z
  .object({
    ...trackerEnv,
    TRACKER_TOKEN_KEY: z
      .string()
      .default('')
      .refine(
        (v) => !v || Buffer.from(v, 'base64').length === 32,
        '32 bytes in base64 (openssl rand -base64 32)',
      ),
    TRACKER_POLL_MINUTES: z.coerce.number().positive().default(15),
    TRACKER_STRAVA_VERIFY_TOKEN: z.string().default(''),
    TRACKER_WEBHOOKS: z
      .string()
      .default('strava')
      .refine(
        (v) => v.split(/[\s,]+/).every((w) => !w || (TRACKER_VENDOR_NAMES as readonly string[]).includes(w)),
        `vendors among ${TRACKER_VENDOR_NAMES.join(', ')}`,
      ),
    TRACKER_POLAR_WEBHOOK_SECRET: z.string().default(''),
    TRACKER_SUUNTO_WEBHOOK_SECRET: z.string().default(''),
    TRACKER_SUUNTO_SUBSCRIPTION_KEY: z.string().default(''),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().positive().max(1000).default(10),
    DATA_DIR: z.string().default(path.join(repoRoot, 'var')),
    PUBLIC_URL: z.string().url().default('http://localhost:8080'),
    JWT_SECRET: z.string().min(16).optional(),
    TOKEN_LIFETIME_DAYS: z.coerce.number().positive().default(14),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Cairn <noreply@localhost>'),
    CAPTCHA_SECRET: z.string().optional(),
    CAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
    MEDIA_URL: z.string().optional(),
    IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(1024 * 1024 * 1024, 'at most 1 GiB (uploads are read into memory)')
      .default(20 * 1024 * 1024),
    IMAGE_MAX_PIXELS: z.coerce.number().int().positive().default(100_000_000),
    UNSAVED_UPLOAD_HOURS: z.coerce.number().positive().default(24),
    S3_ENDPOINT: z
      .union([z.literal(''), z.string().regex(/^https?:\/\/[^/\s]+/, 'an http:// or https:// address')])
      .default(''),
    S3_BUCKET: z.string().default(''),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().default(''),
    S3_SECRET_ACCESS_KEY: z.string().default(''),
    S3_FORCE_PATH_STYLE: bool.default(false),
    WEB_DIST: z.string().default(path.join(repoRoot, 'packages/web/dist')),
    DEMO_DATA: bool.default(true),
    ANONYMOUS_USER_ID: z.coerce.number().int().positive().optional(),
    LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    LOGIN_ADDRESS_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(50),
    TRUST_PROXY: z
      .string()
      .regex(/^(|true|false|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/, 'true, false or proxy addresses')
      .default(''),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    RATE_LIMIT_WRITES: z.coerce.number().int().positive().default(50),
    RATE_LIMIT_WRITES_MODERATOR: z.coerce.number().int().positive().default(100),
    RATE_LIMIT_WRITES_ROBOT: z.coerce.number().int().positive().default(1000),
    RATE_LIMIT_MAX_WINDOWS: z.coerce.number().int().nonnegative().default(3),
    FORUM_URL: z.union([z.literal(''), z.string().url()]).default(''),
    FORUM_API_KEY: z.string().default(''),
    FORUM_API_USERNAME: z.string().default('system'),
    FORUM_COMMENTS_CATEGORY: z.coerce.number().int().positive().default(29),
    FORUM_SSO_SECRET: z.string().default(''),
    FORUM_SSO_URL: z.union([z.literal(''), z.string().url()]).default(''),
    FORUM_SSO_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(SESSION_FORUM_TIMEOUT_MS),
    CSP_IMAGE_SOURCES: z
      .string()
      .default('')
      .refine(
        (v) => v.split(/\s+/).every((s) => !s || /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(s)),
        'space-separated origins such as https://cdn.example.org or https://*.example.org',
      ),
    READ_CACHE_SECONDS: z.coerce.number().nonnegative().default(15),
    // How far V8 lets the old generation grow past what the last full collection kept (issue 16).
    HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(100),
    SEARCH_TITLE_INDEX: z.enum(['on', 'off', 'wait']).default('on'),
    COOK_WORKERS: z.coerce
      .number()
      .int()
      .positive()
      .default(Math.min(4, Math.max(1, os.availableParallelism() - 1))),
    COOK_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
    COOK_MAX_QUEUE: z.coerce.number().int().positive().default(200),
    COOK_MAX_CHARS: z.coerce.number().int().positive().default(500_000),
    COOKER_ANONYMOUS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    // Server rendering (issue 16): one thread on two cores or fewer, else cores − 1, at most 4.
    SSR_THREADS: z.coerce
      .number()
      .int()
      .min(0)
      .max(64)
      .default(os.availableParallelism() <= 2 ? 1 : Math.min(4, os.availableParallelism() - 1)),
    SSR_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(2000),
    SSR_MAX_QUEUE: z.coerce.number().int().positive().default(32),
    AVALANCHE_BRA_URL: z.union([z.literal(''), z.string().url()]).default(''),
    AVALANCHE_EAWS_BULLETINS_URL: z
      .string()
      .default('')
      .refine(
        (v) => v.split(/\s+/).every((s) => !s || /^https?:\/\/\S+$/.test(s)),
        'space-separated http(s) addresses',
      ),
    AVALANCHE_EAWS_REGIONS_URL: z
      .string()
      .default('')
      .refine(
        (v) => v.split(/\s+/).every((s) => !s || /^https?:\/\/\S+$/.test(s)),
        'space-separated http(s) addresses',
      ),
    AVALANCHE_REFRESH_MINUTES: z.coerce.number().positive().default(30),
    TRANSPORT_GTFS: z
      .string()
      .optional()
      .refine(
        (v) =>
          (v ?? '').split(/\s+/).every((s) => !s || /^https?:\/\/\S+$/.test(s) || !/^[a-z]+:\/\//i.test(s)),
        'space-separated GTFS zip files, http(s) addresses or demo',
      ),
    TRANSPORT_NAVITIA_URL: z.union([z.literal(''), z.string().url()]).default(''),
    TRANSPORT_NAVITIA_TOKEN: z.string().default(''),
    TRANSPORT_GEOCODER_URL: z.union([z.literal(''), z.string().url()]).default(''),
    TRANSPORT_REFRESH_HOURS: z.coerce.number().positive().default(24),
    TRANSPORT_AREAS: z
      .string()
      .default('')
      .refine((v) => v.split(/[\s,]+/).every((s) => !s || /^\d{1,15}$/.test(s)), 'area document ids'),
    GEOMETRY_MAX_POINTS: z.coerce.number().int().positive().default(50_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('production'),
  })
  .refine((e) => e.S3_BUCKET || (!e.S3_ENDPOINT && !e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_BUCKET'],
    message: 'required when another S3_ setting is given (media are stored in S3 only with a bucket)',
  })
  .refine((e) => !e.AVALANCHE_EAWS_BULLETINS_URL.trim() === !e.AVALANCHE_EAWS_REGIONS_URL.trim(), {
    path: ['AVALANCHE_EAWS_REGIONS_URL'],
    message:
      'AVALANCHE_EAWS_BULLETINS_URL and AVALANCHE_EAWS_REGIONS_URL go together (bulletins name regions)',
  })
  .refine((e) => !e.FORUM_SSO_SECRET || e.FORUM_SSO_SECRET.length >= 10, {
    message: 'at least 10 characters: the payloads are only as safe as this secret',
    path: ['FORUM_SSO_SECRET'],
  })
  .refine((e) => !/\bpolar\b/.test(e.TRACKER_WEBHOOKS) || e.TRACKER_POLAR_WEBHOOK_SECRET, {
    path: ['TRACKER_POLAR_WEBHOOK_SECRET'],
    message: "required with polar in TRACKER_WEBHOOKS (the webhook's signature_secret_key)",
  })
  .refine((e) => !/\bsuunto\b/.test(e.TRACKER_WEBHOOKS) || e.TRACKER_SUUNTO_WEBHOOK_SECRET, {
    path: ['TRACKER_SUUNTO_WEBHOOK_SECRET'],
    message: "required with suunto in TRACKER_WEBHOOKS (the notifications' HMAC key)",
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message:
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the AWS SDK finds credentials itself)',
  });

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database under `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections of this API node. */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  tokenLifetimeDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Login attempts per minute on one account, whatever name, email or address they use (then 429). */
  loginAttemptsPerMinute: number;
  /** Login attempts per minute from one client address, whatever the accounts (then 429). */
  loginAddressAttemptsPerMinute: number;
  /**
   * Fastify's `trustProxy`: which proxies' `X-Forwarded-For` gives the client address (login
   * limits count per address); false when the server faces clients directly.
   */
  trustProxy: boolean | string;
  /** reCAPTCHA secret; when absent registration does not ask for a captcha. */
  captchaSecret: string | undefined;
  /** The service that checks a captcha answer with the secret (Google's siteverify). */
  captchaVerifyUrl: string;
  /** Outbox folder for mail when no SMTP server is configured. */
  outboxDir: string;
  /** Folder of uploaded images and their derived sizes. */
  mediaDir: string;
  /** Address the image proxy redirects to (the files of mediaDir); `/media/` by default. */
  mediaUrl: string;
  /**
   * Uploads (issue 15): the largest file taken, and the most pixels an image may decode to
   * (sharp's `limitInputPixels`: a small file of huge dimensions is a decompression bomb).
   */
  /** Upload limits; `unsavedHours`: how long an upload never attached to an image is kept. */
  images: { maxBytes: number; maxPixels: number; unsavedHours: number };
  /**
   * S3-compatible object storage of the media (`images/s3-store.ts`), shared by every API node;
   * absent: the local folder `mediaDir`. No keys: the AWS SDK's own credential chain.
   */
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  webDist: string;
  demoData: boolean;
  /** Account anonymous xreports are attributed to (api.md §8.5); unset: their creator keeps them. */
  anonymousUserId: number | undefined;
  /** Write rate limiting (api.md §1.7): window, writes per window by role, windows over the limit before blocking. */
  rateLimit: {
    windowSeconds: number;
    writes: number;
    moderatorWrites: number;
    robotWrites: number;
    maxWindows: number;
  };
  /**
   * The forum of comments and the forum bridge (api.md §14.4): `url` empty means the built-in
   * forum under `/forum`; otherwise a Discourse reached with the API key as `apiUsername`.
   * Comment topics go to `commentsCategory`.
   */
  forum: {
    url: string;
    apiKey: string;
    apiUsername: string;
    commentsCategory: number;
    /**
     * DiscourseConnect single sign-on (issue 19, spec 1 §2.1 auth-sso, §2.7): the Discourse that
     * signs its users in through the guidebook (`FORUM_SSO_URL`, else `FORUM_URL`) and the secret
     * both sign their payloads with; null without a secret or a Discourse (the built-in forum
     * uses the guidebook's session already).
     */
    sso: { url: string; secret: string } | null;
    /** How long a login or logout waits for that forum's step (`FORUM_SSO_TIMEOUT_MS`). */
    ssoTimeoutMs: number;
  };
  /**
   * Image origins the web app's Content-Security-Policy allows beyond those its build reaches
   * (issue 13): a Discourse forum's CDN of avatars and uploads, for instance.
   */
  cspImageSources: string[];
  /** Lifetime of cached list, search and feed answers (0 turns the cache off); local writes empty it. */
  readCacheSeconds: number;
  /** V8's `--heap-growing-percent`, set by `server.ts` at start (0: V8 chooses). */
  heapGrowthPercent: number;
  /**
   * Whether each node keeps the search titles in memory for search as you type
   * (`search/title-sync.ts`, `SEARCH_TITLE_INDEX`; about 100 MB at a million documents): `on`
   * loads a large guidebook's in the background (searches read PostgreSQL meanwhile), `wait`
   * before the server answers, `off` never.
   */
  searchTitleIndex: 'on' | 'off' | 'wait';
  /**
   * Markdown cooking (`cooker/cook-pool.ts`): worker threads, time limit of one text, texts
   * waiting at most, the longest text `POST /cooker` takes, its calls per minute per anonymous
   * client address.
   */
  cook: {
    workers: number;
    timeoutMs: number;
    maxQueue: number;
    maxChars: number;
    anonymousPerMinute: number;
  };
  /**
   * Server rendering of pages (`ssr/render-pool.ts`): worker threads (0: every page is the
   * shell), time limit of one render once a worker has it (also the longest wait for a worker),
   * pages waiting for a worker at most.
   */
  ssr: { threads: number; timeoutMs: number; maxQueue: number };
  /** Most positions one document's geometry may hold (issue 14): beyond, a write is a 400. */
  geometryMaxPoints: number;
  /**
   * Avalanche bulletin services (issue 17, `avalanche/`): the guidebook's service (`zonesbra`,
   * `bra`) at `braUrl`, the EAWS CAAML v6 bulletins with their micro-regions; none configured
   * turns the avalanche box off. Fetched every `refreshMinutes` and at start.
   */
  avalanche: {
    braUrl: string;
    eawsBulletinsUrls: string[];
    eawsRegionsUrls: string[];
    refreshMinutes: number;
  };
  /**
   * Activity trackers (issue 19, `trackers/`): per vendor its OAuth client and, for tests and
   * fakes, one base URL replacing every host of the vendor (its paths kept); a vendor without
   * client id and secret is disabled. `tokenKey` (32 bytes) encrypts the stored tokens: without
   * it every vendor is disabled. New activities are polled every `pollMinutes`; Strava's webhook
   * subscription answers its challenge with `stravaVerifyToken`. `webhooks`: the vendors whose
   * notifications are subscribed at the vendor (`TRACKER_WEBHOOKS`, Strava by default): read when
   * connected, then by their notifications, polled once a day only as a fallback; Polar's and
   * Suunto's notifications are checked with `webhookSecrets` (HMAC-SHA256 of the body), Coros's
   * with the client id and secret, Garmin's by its client id and the user's access token.
   */
  trackers: {
    vendors: Record<
      (typeof TRACKER_VENDOR_NAMES)[number],
      { clientId: string; clientSecret: string; url: string }
    >;
    tokenKey: Buffer | undefined;
    pollMinutes: number;
    stravaVerifyToken: string;
    webhooks: (typeof TRACKER_VENDOR_NAMES)[number][];
    webhookSecrets: { polar: string; suunto: string };
    /** Suunto's API subscription key, sent with every call to its API (`Ocp-Apim-Subscription-Key`). */
    suuntoSubscriptionKey: string;
  };
  /**
   * Public transport (issue 18, `transport/`): stops from GTFS feeds (`gtfs`: zip files or
   * addresses) or, without any, from the Navitia-compatible service's places nearby; journeys
   * from that service; addresses from a Photon-style geocoder. Stops are reloaded every
   * `refreshHours` and at start.
   */
  transport: {
    gtfs: string[];
    /** Areas whose routes show the transport box besides France (14274), by document id. */
    areas: number[];
    navitiaUrl: string;
    navitiaToken: string;
    geocoderUrl: string;
    refreshHours: number;
  };
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
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    tokenLifetimeDays: e.TOKEN_LIFETIME_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    captchaSecret: e.CAPTCHA_SECRET || undefined,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    loginAddressAttemptsPerMinute: e.LOGIN_ADDRESS_ATTEMPTS_PER_MINUTE,
    trustProxy:
      e.TRUST_PROXY === '' || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' || e.TRUST_PROXY,
    captchaVerifyUrl: e.CAPTCHA_VERIFY_URL,
    outboxDir: path.join(e.DATA_DIR, 'outbox'),
    mediaDir: path.join(e.DATA_DIR, 'media'),
    mediaUrl: e.MEDIA_URL ?? '/media/',
    images: {
      maxBytes: e.IMAGE_MAX_BYTES,
      maxPixels: e.IMAGE_MAX_PIXELS,
      unsavedHours: e.UNSAVED_UPLOAD_HOURS,
    },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT || undefined,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    webDist: e.WEB_DIST,
    demoData: e.DEMO_DATA,
    anonymousUserId: e.ANONYMOUS_USER_ID,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      writes: e.RATE_LIMIT_WRITES,
      moderatorWrites: e.RATE_LIMIT_WRITES_MODERATOR,
      robotWrites: e.RATE_LIMIT_WRITES_ROBOT,
      maxWindows: e.RATE_LIMIT_MAX_WINDOWS,
    },
    forum: {
      url: e.FORUM_URL.replace(/\/$/, ''),
      apiKey: e.FORUM_API_KEY,
      apiUsername: e.FORUM_API_USERNAME,
      commentsCategory: e.FORUM_COMMENTS_CATEGORY,
      sso:
        e.FORUM_SSO_SECRET && (e.FORUM_SSO_URL || e.FORUM_URL)
          ? { url: (e.FORUM_SSO_URL || e.FORUM_URL).replace(/\/$/, ''), secret: e.FORUM_SSO_SECRET }
          : null,
      ssoTimeoutMs: e.FORUM_SSO_TIMEOUT_MS,
    },
    cspImageSources: e.CSP_IMAGE_SOURCES.split(/\s+/).filter(Boolean),
    readCacheSeconds: e.READ_CACHE_SECONDS,
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    searchTitleIndex: e.SEARCH_TITLE_INDEX,
    cook: {
      workers: e.COOK_WORKERS,
      timeoutMs: e.COOK_TIMEOUT_MS,
      maxQueue: e.COOK_MAX_QUEUE,
      maxChars: e.COOK_MAX_CHARS,
      anonymousPerMinute: e.COOKER_ANONYMOUS_PER_MINUTE,
    },
    ssr: { threads: e.SSR_THREADS, timeoutMs: e.SSR_TIMEOUT_MS, maxQueue: e.SSR_MAX_QUEUE },
    geometryMaxPoints: e.GEOMETRY_MAX_POINTS,
    avalanche: {
      braUrl: e.AVALANCHE_BRA_URL.replace(/\/$/, ''),
      eawsBulletinsUrls: e.AVALANCHE_EAWS_BULLETINS_URL.split(/\s+/).filter(Boolean),
      eawsRegionsUrls: e.AVALANCHE_EAWS_REGIONS_URL.split(/\s+/).filter(Boolean),
      refreshMinutes: e.AVALANCHE_REFRESH_MINUTES,
    },
    trackers: {
      vendors: Object.fromEntries(
        TRACKER_VENDOR_NAMES.map((v) => {
          const name = `TRACKER_${v.toUpperCase()}`;
          const read = (key: string) => String((e as Record<string, unknown>)[`${name}_${key}`] ?? '');
          return [
            v,
            {
              clientId: read('CLIENT_ID'),
              clientSecret: read('CLIENT_SECRET'),
              url: read('URL').replace(/\/$/, ''),
            },
          ];
        }),
      ) as Config['trackers']['vendors'],
      tokenKey: e.TRACKER_TOKEN_KEY ? Buffer.from(e.TRACKER_TOKEN_KEY, 'base64') : undefined,
      pollMinutes: e.TRACKER_POLL_MINUTES,
      stravaVerifyToken: e.TRACKER_STRAVA_VERIFY_TOKEN,
      webhooks: TRACKER_VENDOR_NAMES.filter((v) => e.TRACKER_WEBHOOKS.split(/[\s,]+/).includes(v)),
      webhookSecrets: { polar: e.TRACKER_POLAR_WEBHOOK_SECRET, suunto: e.TRACKER_SUUNTO_WEBHOOK_SECRET },
      suuntoSubscriptionKey: e.TRACKER_SUUNTO_SUBSCRIPTION_KEY,
    },
    transport: {
      // Unset with the demo guidebook: its own feed (transport/demo-feed.ts).
      gtfs: (e.TRANSPORT_GTFS ?? (e.DEMO_DATA && !e.TRANSPORT_NAVITIA_URL ? 'demo' : ''))
        .split(/\s+/)
        .filter(Boolean),
      areas: e.TRANSPORT_AREAS.split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
      navitiaUrl: e.TRANSPORT_NAVITIA_URL.replace(/\/$/, ''),
      navitiaToken: e.TRANSPORT_NAVITIA_TOKEN,
      geocoderUrl: e.TRANSPORT_GEOCODER_URL.replace(/\/$/, ''),
      refreshHours: e.TRANSPORT_REFRESH_HOURS,
    },
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === 'production',
  };
}
