import { describe, expect, it } from 'vitest';
import { documentPath, slugify } from './slug.ts';

describe('slugify (spec 2 §2)', () => {
  it.each([
    ['Mont Blanc', 'mont-blanc'],
    ['Aiguille du Goûter', 'aiguille-du-gouter'],
    ["Arête N de l'Étendard", 'arete-n-de-l-etendard'],
    ['  Pointe -- Percée !!  ', 'pointe-percee'],
    ['---', ''],
    ['', ''],
    ['Piz Palü (3905 m)', 'piz-palu-3905-m'],
    ['Ñandú Çà et là', 'nandu-ca-et-la'],
    ['ÉCRINS', 'ecrins'],
    ['Schönbühl Straße', 'schonbuhl-straße'],
    ['玉龙雪山', '玉龙雪山'],
    ['富士山 (Fuji)', '富士山-fuji'],
    ['がっさん', 'がっさん'],
    ['설악산', '설악산'],
    ['a_b/c.d', 'a-b-c-d'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('documentPath', () => {
  it.each([
    [['routes', 12, 'fr', 'Mont Blanc'], '/routes/12/fr/mont-blanc'],
    [['routes', 12, 'fr', '!!!'], '/routes/12/fr'],
    [['routes', 12], '/routes/12'],
    [['waypoints', 3, 'zh', '玉龙'], '/waypoints/3/zh/%E7%8E%89%E9%BE%99'],
  ] as const)('%j → %s', (args, path) => {
    expect(documentPath(...(args as unknown as [string, number, string?, string?]))).toBe(path);
  });
});
