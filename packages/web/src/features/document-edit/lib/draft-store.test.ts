import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_LIFETIME_DAYS, draftStorageKey, loadDraft, saveDraft } from './draft-store.ts';

const form = { type: 'route' as const, id: 123, lang: 'fr' };
const doc = {
  document_id: 123,
  version: 4,
  elevation_max: 3600,
  locales: [{ lang: 'fr', title: 'Arête', description: 'Long text' }],
};

describe('drafts of the edit forms', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('a saved draft comes back for the same form only (type, document, language)', () => {
    expect(saveDraft(form, doc, 4, 1_000)).toBe(true);
    expect(loadDraft(form, 2_000)).toEqual({ savedAt: 1_000, baseVersion: 4, document: doc });
    expect(loadDraft({ ...form, lang: 'en' }, 2_000)).toBeNull();
    expect(loadDraft({ ...form, id: 124 }, 2_000)).toBeNull();
    expect(loadDraft({ ...form, type: 'waypoint' }, 2_000)).toBeNull();
    expect(window.localStorage.getItem('cairn.draft.route.123.fr')).not.toBeNull();
    expect(draftStorageKey(form)).toBe('cairn.draft.route.123.fr');
  });

  it('add forms keep their own draft per type and language', () => {
    saveDraft({ type: 'outing', lang: 'en' }, { locales: [{ lang: 'en', title: 'Sunny day' }] }, null, 1);
    expect(loadDraft({ type: 'outing', lang: 'en' }, 2)?.document.locales?.[0]?.title).toBe('Sunny day');
    expect(window.localStorage.getItem('cairn.draft.outing.new.en')).not.toBeNull();
  });

  it('a successful save clears the draft', () => {
    saveDraft(form, doc, 4);
    clearDraft(form);
    expect(loadDraft(form)).toBeNull();
  });

  it(`drafts older than ${DRAFT_LIFETIME_DAYS} days are dropped when read; damaged entries too`, () => {
    saveDraft(form, doc, 4, 0);
    expect(loadDraft(form, DRAFT_LIFETIME_DAYS * 86_400_000)).not.toBeNull();
    expect(loadDraft(form, DRAFT_LIFETIME_DAYS * 86_400_000 + 1)).toBeNull();
    expect(window.localStorage.getItem('cairn.draft.route.123.fr')).toBeNull();
    window.localStorage.setItem('cairn.draft.route.123.fr', '{not json');
    expect(loadDraft(form)).toBeNull();
  });

  it('says so when the browser refuses to keep the draft (full quota, private browsing)', () => {
    saveDraft(form, doc, 4, 1);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(saveDraft(form, doc, 4)).toBe(false);
  });
});
