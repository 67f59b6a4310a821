/**
 * Spec 1 §2.13, §3 and §4: the visitor's cookie consent, the rules without storage.
 *
 * The four categories of the settings dialog:
 * - necessary: always on, not stored. The session, the interface language, remembered display
 *   choices (feed mode, list modes, dismissed announcements) and this record itself: the site
 *   does not work without them.
 * - statistics: audience measurement (analytics). Spec 1 §4: "statistics toggles analytics".
 *   Cairn loads no analytics today; whatever is added must first ask `isConsentGiven('statistics')`.
 * - ad: advertisement from partners, such as the ad slot of the home dashboard's side column.
 *   Cairn shows no third-party ads today; a partner's script or pixel must ask for 'ad'.
 * - social: content from other hosts that may set their own cookies: the videos that markdown
 *   embeds from YouTube, Dailymotion and Vimeo (`[video]`), social network buttons and widgets,
 *   maps from other providers. The videos still show whatever the choice (they did before the
 *   consent existed); a placeholder until 'social' is allowed can be built on `useConsentAllows`.
 */

export const CONSENT_CATEGORIES = ['statistics', 'ad', 'social'] as const;

/** The optional categories, those the visitor may refuse. */
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type Consent = Record<ConsentCategory, boolean>;

/** Spec 1 §3: statistics, social and ad booleans plus the date the choice was made (ISO 8601). */
export type ConsentRecord = Consent & { date: string };

/** Spec 1 §4 and §9: a choice older than this is cleared and asked again. */
export const CONSENT_LIFETIME_DAYS = 365;
const LIFETIME_MS = CONSENT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Spec 1 §4: Allow all sets every category to true, Deny all to false. */
export const consentForAll = (isAllowed: boolean): Consent => ({
  statistics: isAllowed,
  ad: isAllowed,
  social: isAllowed,
});

/** The record that stores `consent`, dated `now`. */
export const recordOf = (consent: Consent, now: Date): ConsentRecord => ({
  statistics: consent.statistics,
  social: consent.social,
  ad: consent.ad,
  date: now.toISOString(),
});

/** Whether `record` is older than the consent lifetime at `now`. */
export const isExpired = (record: ConsentRecord, now: Date): boolean =>
  now.getTime() - Date.parse(record.date) > LIFETIME_MS;

/** The stored text as a record, or undefined when it is missing, damaged or of another shape. */
export function parseRecord(raw: string | null): ConsentRecord | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Partial<Record<keyof ConsentRecord, unknown>>;
    const hasFlags = CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean');
    if (!hasFlags || typeof record.date !== 'string' || Number.isNaN(Date.parse(record.date)))
      return undefined;
    return record as ConsentRecord;
  } catch {
    return undefined;
  }
}
