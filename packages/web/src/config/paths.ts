import { pluralOf, type DocumentType } from '@cairn/domain';

/**
 * The SPA's addresses (spec 1 §2.1, spec 2 §2): each entry gives the router pattern and an
 * href builder, so no component writes a path by hand.
 */

export type Query = Record<string, string | number | undefined>;

/** `?a=1&b=x,y`, keeping commas readable as the list filters do (spec 1 §2.5). */
export function toSearch(query: Query = {}): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(String(value)).replace(/%2C/gi, ',')}`,
    );
  return parts.length ? `?${parts.join('&')}` : '';
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Modes of the sign-in area an address may name with `?mode=`; the others come from mail links. */
export const AUTH_LINK_MODES = ['signin', 'signup', 'resetPassword', 'verifyEmail'] as const;
export type AuthLinkMode = (typeof AUTH_LINK_MODES)[number];

export const paths = {
  home: { path: '/', alias: '/home', href: () => '/' },
  topoguide: { path: '/topoguide', href: () => '/topoguide' },
  auth: {
    path: '/auth',
    /**
     * `redirect` is the full target path with its query (spec 1 §2.1); `mode` opens another
     * mode of the sign-in area than signin (spec 1 §2.7).
     */
    href: (redirect?: string, mode?: AuthLinkMode) => `/auth${toSearch({ mode, redirect })}`,
  },
  authSso: { path: '/auth-sso', href: (query?: Query) => `/auth-sso${toSearch(query)}` },
  account: { path: '/account', href: () => '/account' },
  following: { path: '/following', href: () => '/following' },
  preferences: { path: '/preferences', href: () => '/preferences' },
  trackers: { path: '/trackers', href: () => '/trackers' },
  trackerExchangeToken: {
    path: '/trackers/:vendor/exchange-token',
    href: (vendor: string, query?: Query) => `/trackers/${segment(vendor)}/exchange-token${toSearch(query)}`,
  },
  whatsnew: { path: '/whatsnew', href: (query?: { u?: number }) => `/whatsnew${toSearch(query)}` },
  associationsHistory: {
    path: '/associations-history',
    href: (query?: { d?: number; u?: number; limit?: number; offset?: number }) =>
      `/associations-history${toSearch(query)}`,
  },
  /** Issue 13: the moderation log (moderators). */
  moderationLog: {
    path: '/moderation-log',
    href: (query?: { limit?: number; offset?: number }) => `/moderation-log${toSearch(query)}`,
  },
  documentList: {
    path: (type: DocumentType) => `/${pluralOf(type)}`,
    href: (type: DocumentType, query?: Query) => `/${pluralOf(type)}${toSearch(query)}`,
  },
  documentPrint: {
    path: (type: DocumentType) => `/${pluralOf(type)}/print`,
    href: (type: DocumentType, query?: Query) => `/${pluralOf(type)}/print${toSearch(query)}`,
  },
  documentView: {
    path: (type: DocumentType) => `/${pluralOf(type)}/:id/:lang?/:title?`,
    href: (type: DocumentType, id: number, lang?: string, title?: string) =>
      [`/${pluralOf(type)}`, id, lang, lang && title].filter(Boolean).map(String).join('/'),
  },
  /** Not offered for profiles (spec 2 §2). */
  documentVersion: {
    path: (type: DocumentType) => `/${pluralOf(type)}/version/:id/:lang/:version`,
    href: (type: DocumentType, id: number, lang: string, version: number) =>
      `/${pluralOf(type)}/version/${id}/${segment(lang)}/${version}`,
  },
  documentHistory: {
    path: (type: DocumentType) => `/${pluralOf(type)}/history/:id/:lang`,
    href: (type: DocumentType, id: number, lang: string) =>
      `/${pluralOf(type)}/history/${id}/${segment(lang)}`,
  },
  documentEdit: {
    path: (type: DocumentType) => `/${pluralOf(type)}/edit/:id/:lang`,
    href: (type: DocumentType, id: number, lang: string) => `/${pluralOf(type)}/edit/${id}/${segment(lang)}`,
  },
  documentAdd: {
    path: (type: DocumentType) => `/${pluralOf(type)}/add/:lang`,
    href: (type: DocumentType, lang: string, query?: Query) =>
      `/${pluralOf(type)}/add/${segment(lang)}${toSearch(query)}`,
  },
  documentDiff: {
    /** Both ends may be left out, or be the words `prev` and `next` (spec 2 §2 defaults). */
    path: (type: DocumentType) => `/${pluralOf(type)}/diff/:id/:lang/:versionFrom?/:versionTo?`,
    href: (
      type: DocumentType,
      id: number,
      lang: string,
      versionFrom: number | 'prev',
      versionTo: number | 'next',
    ) => `/${pluralOf(type)}/diff/${id}/${segment(lang)}/${versionFrom}/${versionTo}`,
  },
  /** Also the target of help links, whose hash names a section (spec 1 §2.1). */
  article: {
    path: '/article/:id',
    href: (id: number, anchor?: string) => `/article/${id}${anchor ? `#${segment(anchor)}` : ''}`,
  },
  yeti: {
    path: '/yeti/:document_id?/:page?',
    href: (documentId?: number) => (documentId === undefined ? '/yeti' : `/yeti/${documentId}`),
  },
  serac: { path: '/serac', href: () => '/serac' },
  outingsStats: { path: '/outings-stats', href: (query?: Query) => `/outings-stats${toSearch(query)}` },
  pictureContest: {
    path: '/picture-contest/:year?',
    href: (year?: number) => (year === undefined ? '/picture-contest' : `/picture-contest/${year}`),
  },
  forum: { path: '/forum', href: () => '/forum' },
} as const;
