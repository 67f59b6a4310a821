// Emoji tables (markdown.md §5.2): emojione 2.2.7 (generated data.json) plus
// the two small camptocamp tables.
import data from './data.json' with { type: 'json' };

export interface EmojiHit {
  db: 'emojione' | 'c2c-waypoints' | 'c2c-activities';
  svg: string;
  /** Null means "use the typed code" (c2c entries without a code point). */
  alt: string | null;
}

const table = data as { emoji: Record<string, string>; aliases: Record<string, string> };

const WAYPOINTS: Record<string, string | null> = Object.fromEntries(
  (
    'access base_camp bergschrund bisse bivouac camp_site canyon cave cliff climbing_indoor climbing_outdoor ' +
    'confluence gite glacier hut lake local_product locality misc paragliding_landing paragliding_takeoff pass pit ' +
    'shelter slackline_spot summit virtual waterfall waterpoint waypoints weather_station webcam'
  )
    .split(' ')
    .map((n) => [n, null]),
);
WAYPOINTS['camp_site'] = '1f3d5';
WAYPOINTS['webcam'] = '1f4f7';

const ACTIVITIES: Record<string, string | null> = Object.fromEntries(
  (
    'hiking ice_climbing mountain_biking mountain_climbing paragliding rock_climbing skitouring slacklining ' +
    'snow_ice_mixed snowshoeing via_ferrata'
  )
    .split(' ')
    .map((n) => [n, null]),
);
ACTIVITIES['rock_climbing'] = '1f9d7';
ACTIVITIES['skitouring'] = '26f7';

const hexToChars = (hex: string): string =>
  hex
    .split('-')
    .map((h) => String.fromCodePoint(parseInt(h, 16)))
    .join('');

const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Looks a code (without colons) up, case-sensitively; later tables win (none clash). */
export function lookupEmoji(name: string): EmojiHit | null {
  if (has(ACTIVITIES, name)) {
    const cp = ACTIVITIES[name] ?? null;
    return { db: 'c2c-activities', svg: name, alt: cp ? hexToChars(cp) : null };
  }
  if (has(WAYPOINTS, name)) {
    const cp = WAYPOINTS[name] ?? null;
    return { db: 'c2c-waypoints', svg: name, alt: cp ? hexToChars(cp) : null };
  }
  const target = has(table.aliases, name) ? (table.aliases[name] as string) : name;
  if (!has(table.emoji, target)) return null;
  const [svg, alt] = (table.emoji[target] as string).split('|') as [string, string | undefined];
  return { db: 'emojione', svg, alt: hexToChars(alt ?? svg) };
}
