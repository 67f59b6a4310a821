import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eBuildEnv } from '../scripts/e2e-env.mjs';
import { demoTransportAreas } from './fake-transport.ts';
import { E2E_FORUM_API_KEY, E2E_FORUM_SSO_SECRET, E2E_FORUM_URL } from './fake-discourse.ts';

// The app under test is `npm start`'s compiled server (scripts/start.mjs) on a fresh data folder
// (demo data loads on start), serving the web app built by `npm test` just before; run alone,
// the start script first builds what is missing or stale.
const port = Number(process.env.E2E_PORT ?? 18080);
const avalanche = `http://127.0.0.1:${process.env.E2E_AVALANCHE_PORT ?? 18098}`;
const trackers = `http://127.0.0.1:${process.env.E2E_TRACKERS_PORT ?? 18097}`;
/** The fake's client (packages/server/src/test/fake-trackers.ts) for every vendor. */
const trackerEnv = Object.fromEntries(
  ['strava', 'coros', 'decathlon', 'garmin', 'polar', 'suunto'].flatMap((v) => [
    [`TRACKER_${v.toUpperCase()}_CLIENT_ID`, 'cairn-client'],
    [`TRACKER_${v.toUpperCase()}_CLIENT_SECRET`, 'cairn-secret'],
    [`TRACKER_${v.toUpperCase()}_URL`, `${trackers}/${v}`],
  ]),
);
const transport = `http://127.0.0.1:${process.env.E2E_TRANSPORT_PORT ?? 18096}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `cairn-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Budgets that hold on a loaded 2-core machine (the server, two browsers and axe share it):
  // a test waits for states, never for time. A flake is a bug to fix: run locally, a test gets
  // no second chance; in CI, one failed test is run once more so that one timing accident among
  // 344 browser tests does not hold everything back, and the report names it as flaky.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // French readers (Accept-Language): the server renders pages in the browser's language, and
    // the specs read the French interface, the one a reader gets without a choice.
    locale: 'fr-FR',
    // A stuck step fails at that step, with its own message, well before the test's budget.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    // Run alone, the start script may build first; then the demo guidebook loads before the health
    // check answers: minutes on a loaded machine.
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      // The web app's build settings of the e2e run: the start script rebuilds it if they differ.
      ...e2eBuildEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every spec signs the demo users in, several at once: the login limit is the server tests' matter.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      LOGIN_ADDRESS_ATTEMPTS_PER_MINUTE: '1000',
      // All specs preview texts from one address; the cooker's limit is the server tests' matter.
      COOKER_ANONYMOUS_PER_MINUTE: '10000',
      // The specs write as the demo contributor far more than 50 times in 15 minutes (forms,
      // uploads, marks); the write limit is the server tests' matter (write-rate-limit tests).
      RATE_LIMIT_WRITES: '100000',
      RATE_LIMIT_WRITES_MODERATOR: '100000',
      // The avalanche bulletins come from the fake of e2e/global-setup.ts, which may start after
      // the server: fetched every 6 s rather than every 30 minutes.
      AVALANCHE_BRA_URL: `${avalanche}/bra`,
      AVALANCHE_EAWS_BULLETINS_URL: `${avalanche}/eaws/bulletins.json`,
      AVALANCHE_EAWS_REGIONS_URL: `${avalanche}/eaws/micro-regions.geojson`,
      AVALANCHE_REFRESH_MINUTES: '0.1',
      // The trackers' vendors are the fake of e2e/global-setup.ts; they send users back to this server.
      ...trackerEnv,
      TRACKER_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Public transport (issue 18): stops from the demo feed, journeys and addresses from the
      // fake of e2e/global-setup.ts; the demo's French ranges show the box.
      TRANSPORT_GTFS: 'demo',
      TRANSPORT_NAVITIA_URL: `${transport}/navitia`,
      TRANSPORT_GEOCODER_URL: `${transport}/photon`,
      TRANSPORT_AREAS: demoTransportAreas(),
      // Forum single sign-on with the fake Discourse of e2e/global-setup.ts (issue 19); FORUM_URL
      // stays empty, so comments and the forum widget keep the built-in forum.
      FORUM_SSO_URL: E2E_FORUM_URL,
      FORUM_SSO_SECRET: E2E_FORUM_SSO_SECRET,
      // The fake forum answers from the test runner's process, slow while the browsers are busy.
      FORUM_SSO_TIMEOUT_MS: '10000',
      FORUM_API_KEY: E2E_FORUM_API_KEY,
      // One render thread on two cores, two browsers: a page can wait for it beyond the deployed
      // 2 s, and then goes out unrendered (the shell), as designed. The specs about rendered pages
      // need the rendered page; the fallback is the server tests' matter (render-pool tests). A CI
      // run saw `server-rendered.spec.ts` get the shell twice on its first attempt.
      SSR_TIMEOUT_MS: '15000',
    },
  },
});
