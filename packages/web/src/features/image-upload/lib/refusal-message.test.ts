import { beforeAll, describe, expect, it } from 'vitest';
import { imageRefusalText, type ImageRefusal } from '@cairn/domain';
import { ApiError } from '../../../lib/api.ts';
import { i18n, initI18n, loadAllMessages, setLanguage } from '../../../lib/i18n.ts';
import { refusalMessage } from './refusal-message.ts';

const refused = (refusal: ImageRefusal) =>
  new ApiError(400, [{ location: 'body', name: 'file', description: imageRefusalText(refusal) }]);
const REFUSALS: ImageRefusal[] = [
  { code: 'notAnImage' },
  { code: 'damaged' },
  { code: 'svg' },
  { code: 'heic' },
  { code: 'kind', kind: 'TIFF' },
  { code: 'tooLarge', megabytes: 20 },
  { code: 'tooManyPixels', width: 20000, height: 20000, megapixels: 100 },
];

describe('the upload refusals in the user language (issue 15)', () => {
  beforeAll(async () => {
    await initI18n();
    await loadAllMessages();
  });
  const messageIn = async (lang: string, refusal: ImageRefusal) => {
    await setLanguage(lang);
    const number = new Intl.NumberFormat(lang);
    return refusalMessage(refused(refusal), i18n.t, (n) => number.format(n));
  };

  it('words each refusal in French, with its figures', async () => {
    expect(await messageIn('fr', { code: 'svg' })).toBe(
      'Les images SVG ne sont pas acceptées : choisissez une image JPEG, PNG, GIF ou WebP.',
    );
    expect(await messageIn('fr', { code: 'tooLarge', megabytes: 20 })).toBe(
      'Le fichier dépasse 20 Mo : choisissez une image plus petite.',
    );
    expect(await messageIn('fr', { code: 'kind', kind: 'TIFF' })).toBe(
      'Les images TIFF ne sont pas acceptées : choisissez une image JPEG, PNG, GIF ou WebP.',
    );
    expect(await messageIn('fr', { code: 'notAnImage' })).toBe("L'image n'a pas pu être traitée");
    expect(await messageIn('fr', REFUSALS[6]!)).toBe(
      `L'image fait 20${'\u202f'}000 × 20${'\u202f'}000 pixels, plus que les 100 mégapixels acceptés : choisissez une image plus petite.`,
    );
  });

  it('has every refusal in the ten languages, each its own text with its figures', async () => {
    for (const lang of ['ca', 'de', 'en', 'es', 'eu', 'fr', 'hu', 'it', 'sl', 'zh']) {
      const texts = [];
      for (const refusal of REFUSALS) {
        const text = await messageIn(lang, refusal);
        expect(text, `${lang} ${refusal.code}`).toBeTruthy();
        expect(text).not.toMatch(/imageRefusals|\{\{/);
        texts.push(text);
      }
      expect(new Set(texts).size).toBe(REFUSALS.length);
      expect(texts[4]).toContain('TIFF');
      expect(texts[5]).toContain('20');
    }
  });

  it('leaves other errors to the general wording', async () => {
    const t = i18n.t;
    const format = String;
    expect(
      refusalMessage(
        new ApiError(400, [{ location: 'body', name: 'file', description: 'Required' }]),
        t,
        format,
      ),
    ).toBeUndefined();
    expect(refusalMessage(new ApiError(500, refused({ code: 'svg' }).errors), t, format)).toBeUndefined();
  });
});
