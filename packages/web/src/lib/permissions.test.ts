import { describe, expect, it } from 'vitest';
import { canEdit } from '@cairn/domain';
import { FIXTURES } from '../testing/fixtures/documents.ts';
import { permissionDocumentOf } from './permissions.ts';

const uploader = { id: 7, moderator: false };
const someoneElse = { id: 8, moderator: false };

describe('permission document of a detail page (spec 2 §6)', () => {
  it("an image's owner is its creator (the uploader), not `author`, the photographer's free text", () => {
    const photo = { ...FIXTURES.image, image_type: 'personal', author: 'Jean Photographe' };
    expect(permissionDocumentOf('image', photo).creator_id).toBe(7);
    expect(canEdit(uploader, permissionDocumentOf('image', photo))).toBe(true);
    expect(canEdit(someoneElse, permissionDocumentOf('image', photo))).toBe(false);
    const copyright = { ...photo, image_type: 'copyright' };
    expect(canEdit(uploader, permissionDocumentOf('image', copyright))).toBe(true);
  });

  it('articles and xreports are owned by their `author` user; a book author is free text', () => {
    expect(permissionDocumentOf('article', FIXTURES.article).creator_id).toBe(42);
    expect(permissionDocumentOf('xreport', FIXTURES.xreport).creator_id).toBe(42);
    expect(permissionDocumentOf('book', FIXTURES.book).creator_id).toBeNull();
  });
});
