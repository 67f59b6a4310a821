/**
 * Each tracker vendor's endpoints (issue 19): the real services' addresses by default; with
 * `TRACKER_<VENDOR>_URL` every host is replaced by that base and the paths are kept, which is
 * how the tests and the e2e run reach the local fakes (`test/fake-trackers.ts`).
 */
import type { TrackerVendor } from '@cairn/domain';
import type { Config } from '../config.ts';

export interface OAuth2Endpoints {
  kind: 'oauth2';
  authorize: string;
  token: string;
  /** Base of the vendor's activity API. */
  api: string;
  scope: string;
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'post' | 'basic';
}

export interface OAuth1Endpoints {
  kind: 'oauth1';
  requestToken: string;
  authorize: string;
  accessToken: string;
  api: string;
}

export type VendorEndpoints = OAuth2Endpoints | OAuth1Endpoints;

const DEFAULTS: Record<TrackerVendor, VendorEndpoints> = {
  strava: {
    kind: 'oauth2',
    authorize: 'https://www.strava.com/oauth/authorize',
    token: 'https://www.strava.com/oauth/token',
    api: 'https://www.strava.com/api/v3',
    scope: 'activity:read_all',
    clientAuth: 'post',
  },
  coros: {
    kind: 'oauth2',
    authorize: 'https://open.coros.com/oauth2/authorize',
    token: 'https://open.coros.com/oauth2/accesstoken',
    api: 'https://open.coros.com',
    scope: '',
    clientAuth: 'post',
  },
  decathlon: {
    kind: 'oauth2',
    authorize: 'https://api-global.decathlon.net/connect/oauth/authorize',
    token: 'https://api-global.decathlon.net/connect/oauth/token',
    api: 'https://api-global.decathlon.net/sports-tracking-data/v2',
    scope: 'openid profile sports_tracking_data',
    clientAuth: 'post',
  },
  polar: {
    kind: 'oauth2',
    authorize: 'https://flow.polar.com/oauth2/authorization',
    token: 'https://polarremote.com/v2/oauth2/token',
    api: 'https://www.polaraccesslink.com/v3',
    scope: 'accesslink.read_all',
    clientAuth: 'basic',
  },
  suunto: {
    kind: 'oauth2',
    authorize: 'https://cloudapi-oauth.suunto.com/oauth/authorize',
    token: 'https://cloudapi-oauth.suunto.com/oauth/token',
    api: 'https://cloudapi.suunto.com/v2',
    scope: 'workout',
    clientAuth: 'basic',
  },
  garmin: {
    kind: 'oauth1',
    requestToken: 'https://connectapi.garmin.com/oauth-service/oauth/request_token',
    authorize: 'https://connect.garmin.com/oauthConfirm',
    accessToken: 'https://connectapi.garmin.com/oauth-service/oauth/access_token',
    api: 'https://apis.garmin.com/wellness-api/rest',
  },
};

/** `url` with its origin replaced by `base` (which may carry a path prefix). */
const rebase = (url: string, base: string) => (base ? base + new URL(url).pathname.replace(/\/$/, '') : url);

export function endpointsOf(vendor: TrackerVendor, config: Config['trackers']['vendors']): VendorEndpoints {
  const base = config[vendor].url;
  const e = DEFAULTS[vendor];
  return e.kind === 'oauth2'
    ? { ...e, authorize: rebase(e.authorize, base), token: rebase(e.token, base), api: rebase(e.api, base) }
    : {
        ...e,
        requestToken: rebase(e.requestToken, base),
        authorize: rebase(e.authorize, base),
        accessToken: rebase(e.accessToken, base),
        api: rebase(e.api, base),
      };
}
