import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WaypointType } from '../enums/waypoint-types.ts';
import type { AttributesFrom, LocaleAttributesFrom } from './document-shapes.ts';
import { documentSchema, listingSchema, notAuthorizedSchema } from './document-shapes.ts';
import { getDocumentEndpoint, listDocumentsEndpoint } from './documents.ts';
import { searchEndpoint } from './search.ts';

const locale = {
  lang: 'fr',
  version: 1,
  title: 'Mont Blanc',
  summary: null,
  description: null,
  topic_id: null,
};
const waypoint = {
  document_id: 1,
  version: 2,
  type: 'w',
  quality: 'fine',
  protected: false,
  available_langs: ['fr'],
  waypoint_type: 'summit',
  elevation: 4808,
  locales: [locale],
  geometry: { version: 1, geom: '{"type":"Point","coordinates":[1,2]}', geom_detail: null },
};

describe('document shapes from the catalog', () => {
  it('type a literal catalog exactly (the mapped types once the catalog is literal)', () => {
    type Fields =
      | { name: 'elevation'; level: 'document'; kind: 'int' }
      | { name: 'waypoint_type'; level: 'document'; kind: 'enum'; enum: 'waypoint_types' }
      | { name: 'rescue'; level: 'document'; kind: 'bool3' }
      | { name: 'title'; level: 'locale'; kind: 'string' };
    expectTypeOf<AttributesFrom<Fields>>().toEqualTypeOf<{
      elevation?: number | null;
      waypoint_type?: WaypointType | null;
      rescue?: boolean | null;
    }>();
    expectTypeOf<LocaleAttributesFrom<Fields>>().toEqualTypeOf<{ title?: string | null }>();
  });

  it('keep the catalog fields and drop the others, and refuse a value of the wrong kind', () => {
    const schema = documentSchema('waypoint');
    const parsed = schema.parse({ ...waypoint, password: 'secret' }) as Record<string, unknown>;
    expect(parsed.elevation).toBe(4808);
    expect(parsed).not.toHaveProperty('password');
    expect(schema.safeParse({ ...waypoint, waypoint_type: 'castle' }).success).toBe(false);
    expect(schema.safeParse({ ...waypoint, type: 'r' }).success).toBe(false);
    // Listings: identity and locales required, the rest optional for now.
    expect(
      listingSchema('waypoint').parse({ document_id: 1, version: 2, type: 'w', locales: [locale] }),
    ).toBeTruthy();
  });

  it('keep personal xreport fields optional and name no private profile field', () => {
    const xreport = {
      ...waypoint,
      type: 'x',
      event_activity: 'skitouring',
      locales: [{ lang: 'fr', version: 1 }],
    };
    delete (xreport as Record<string, unknown>).waypoint_type;
    delete (xreport as Record<string, unknown>).geometry;
    expect(documentSchema('xreport').safeParse(xreport).success).toBe(true);
    expect(documentSchema('xreport').safeParse({ ...xreport, age: 30, gender: 'female' }).success).toBe(true);
    const profile = documentSchema('profile').parse({
      ...waypoint,
      type: 'u',
      name: 'Jeanne',
      forum_username: 'jeanne',
      email: 'jeanne@example.com',
      is_profile_public: false,
      locales: [{ lang: 'fr', version: 1 }],
    });
    expect(Object.keys(profile)).not.toEqual(expect.arrayContaining(['email']));
    expect(profile).not.toHaveProperty('is_profile_public');
  });

  it('answer one document, a redirect or a private profile', () => {
    const answer = getDocumentEndpoint('profile').response!;
    expect(answer.parse({ redirects_to: 3, available_langs: ['fr'] })).toEqual({
      redirects_to: 3,
      available_langs: ['fr'],
    });
    expect(answer.parse({ not_authorized: true, document_id: 3, name: 'Jeanne', email: 'x' })).toEqual(
      notAuthorizedSchema.parse({ not_authorized: true, document_id: 3, name: 'Jeanne' }),
    );
    expect(getDocumentEndpoint('waypoint').path).toBe('/waypoints/:id');
    expect(listDocumentsEndpoint('route')).toBe(listDocumentsEndpoint('route'));
    expect(
      Object.keys(
        searchEndpoint.response!.parse({
          users: { documents: [], total: 0 },
          routes: { documents: [], total: 0 },
        }),
      ),
    ).toEqual(['routes', 'users']);
  });
});
