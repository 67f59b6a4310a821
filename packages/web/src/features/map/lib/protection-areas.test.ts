import { describe, expect, it } from 'vitest';
import {
  EXISTENCE_TOLERANCE,
  IDENTIFY_TOLERANCE,
  LABEL_WRAP,
  biodivLanguage,
  parseSensitiveAreas,
  parseSwissZones,
  periodMonths,
  practicesOf,
  protectionTimeOf,
  sensitiveAreasUrl,
  swissIdentifyUrl,
  swissLanguage,
  wrapLabel,
} from './protection-areas.ts';

describe('the numbers of spec 3 §7 and §9', () => {
  it('wraps labels at 30 characters and identifies with tolerance 3, or 0 for an existence check', () => {
    expect(LABEL_WRAP).toBe(30);
    expect(IDENTIFY_TOLERANCE).toBe(3);
    expect(EXISTENCE_TOLERANCE).toBe(0);
  });
});

describe('service languages', () => {
  it('asks the biodiversity service in fr, en or it, else en', () => {
    expect(['fr', 'en', 'it', 'de', 'es', 'zh_CN', 'fr-CH'].map(biodivLanguage)).toEqual([
      'fr',
      'en',
      'it',
      'en',
      'en',
      'en',
      'fr',
    ]);
  });

  it('asks the Swiss service in fr, de or it, else en', () => {
    expect(['fr', 'de', 'it', 'en', 'ca', 'de-CH'].map(swissLanguage)).toEqual([
      'fr',
      'de',
      'it',
      'en',
      'en',
      'de',
    ]);
  });
});

describe('practicesOf', () => {
  it('asks for practices 1, 2 and 4, plus 3 when paragliding', () => {
    expect(practicesOf([])).toEqual([1, 2, 4]);
    expect(practicesOf(['skitouring', 'hiking'])).toEqual([1, 2, 4]);
    expect(practicesOf(['hiking', 'paragliding'])).toEqual([1, 2, 3, 4]);
  });
});

describe('sensitiveAreasUrl', () => {
  it('asks the sensitive areas of a bbox in the user language', () => {
    const url = new URL(
      sensitiveAreasUrl('https://biodiv.example/', [6.1, 45.2, 6.3, 45.4], 'it', ['paragliding']),
    );
    expect(url.origin + url.pathname).toBe('https://biodiv.example/api/v2/sensitivearea/');
    expect(url.searchParams.get('in_bbox')).toBe('6.100000,45.200000,6.300000,45.400000');
    expect(url.searchParams.get('language')).toBe('it');
    expect(url.searchParams.get('practices')).toBe('1,2,3,4');
    expect(url.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['geometry', 'name', 'description', 'period', 'info_url', 'kml_url']),
    );
  });

  it('keeps a base path', () => {
    expect(sensitiveAreasUrl('http://127.0.0.1:9/biodiv', [0, 0, 1, 1], 'de', [])).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/biodiv\/api\/v2\/sensitivearea\/\?.*language=en/,
    );
  });
});

describe('swissIdentifyUrl', () => {
  const view = { extent: [700000.4, 5800000, 710000, 5810000], size: [800, 600] };

  it('identifies at a point with tolerance 3 in the layers of rest zones and hunting bans', () => {
    const url = new URL(
      swissIdentifyUrl('https://geo.example', { type: 'point', x: 705000.6, y: 5805000 }, view, 'de'),
    );
    expect(url.pathname).toBe('/rest/services/api/MapServer/identify');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      geometry: '705001,5805000',
      geometryType: 'esriGeometryPoint',
      tolerance: '3',
      layers: 'all:ch.bafu.wrz-wildruhezonen_portal,ch.bafu.bundesinventare-jagdbanngebiete',
      mapExtent: '700000,5800000,710000,5810000',
      imageDisplay: '800,600,96',
      sr: '3857',
      lang: 'de',
      returnGeometry: 'false',
    });
  });

  it('checks an envelope for existence with tolerance 0', () => {
    const url = new URL(
      swissIdentifyUrl(
        'https://geo.example',
        { type: 'envelope', extent: [1, 2, 3, 4] },
        view,
        'es',
        EXISTENCE_TOLERANCE,
      ),
    );
    expect(url.searchParams.get('geometryType')).toBe('esriGeometryEnvelope');
    expect(url.searchParams.get('geometry')).toBe('1,2,3,4');
    expect(url.searchParams.get('tolerance')).toBe('0');
    expect(url.searchParams.get('lang')).toBe('en');
  });
});

describe('parseSensitiveAreas', () => {
  const area = {
    id: 12,
    name: 'Falaise du Gypaète',
    description: '<p>Nesting site</p>',
    period: [false, true, true, true, true, true, false, false, false, false, false, false],
    info_url: 'https://biodiv.example/info/12',
    kml_url: 'https://biodiv.example/api/en/sensitiveareas/12.kml',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [6, 45],
          [6.1, 45],
          [6.1, 45.1],
          [6, 45],
        ],
      ],
    },
  };

  it('reads a list or a page of areas', () => {
    const expected = {
      id: '12',
      title: 'Falaise du Gypaète',
      description: '<p>Nesting site</p>',
      period: area.period,
      infoUrl: 'https://biodiv.example/info/12',
      kmlUrl: 'https://biodiv.example/api/en/sensitiveareas/12.kml',
      geometry: area.geometry,
    };
    expect(parseSensitiveAreas([area])).toEqual([expected]);
    expect(parseSensitiveAreas({ count: 1, next: null, results: [area] })).toEqual([expected]);
  });

  it('reads translated names and drops what it cannot draw or trust', () => {
    const [parsed] = parseSensitiveAreas(
      [
        {
          ...area,
          name: { fr: 'Falaise', en: 'Cliff' },
          period: [true],
          info_url: 'javascript:alert(1)',
          kml_url: null,
        },
        { ...area, geometry: null },
        'nonsense',
      ],
      'en',
    );
    expect(parsed).toMatchObject({ title: 'Cliff', infoUrl: undefined, kmlUrl: undefined });
    expect(parsed?.period).toHaveLength(12);
    expect(parsed?.period.every((month) => !month)).toBe(true);
    expect(parseSensitiveAreas({ detail: 'error' })).toEqual([]);
  });
});

describe('periodMonths', () => {
  it('names the months of a 12-month period, January first', () => {
    expect(
      periodMonths([true, false, false, false, false, false, false, false, false, false, true, true]),
    ).toEqual(['jan', 'nov', 'dec']);
    expect(periodMonths(Array(12).fill(true) as boolean[])).toHaveLength(12);
    expect(periodMonths(Array(12).fill(false) as boolean[])).toEqual([]);
  });
});

describe('wrapLabel', () => {
  it('keeps a label of up to 30 characters on one line', () => {
    const label = 'Réserve naturelle des Aiguille'; // 30 characters
    expect(label).toHaveLength(30);
    expect(wrapLabel(label)).toBe(label);
  });

  it('wraps longer labels between words at 30 characters', () => {
    const wrapped = wrapLabel('Zone de quiétude de la faune sauvage du Vallon de Bérard');
    expect(wrapped).toBe('Zone de quiétude de la faune\nsauvage du Vallon de Bérard');
    expect(wrapped.split('\n').every((line) => line.length <= 30)).toBe(true);
  });

  it('cuts a word longer than 30 characters', () => {
    expect(wrapLabel('a'.repeat(65))).toBe(`${'a'.repeat(30)}\n${'a'.repeat(30)}\n${'a'.repeat(5)}`);
  });
});

describe('parseSwissZones', () => {
  const body = {
    results: [
      {
        layerBodId: 'ch.bafu.wrz-wildruhezonen_portal',
        featureId: 301,
        attributes: {
          label: 'Wildruhezone Piz Test',
          schutzzeit: '20.12.-30.04.',
          best_de: 'Auf Wegen bleiben',
          best_fr: 'Rester sur les chemins',
          best_it: 'Restare sui sentieri',
          schutzs_de: 'Rechtsverbindlich',
          schutzs_fr: 'Juridiquement contraignant',
          schutzs_it: 'Giuridicamente vincolante',
          zusatzinformation: 'https://geo.example/wrz/301',
        },
      },
    ],
  };

  it('reads the zones with rules in the user language', () => {
    expect(parseSwissZones(body, 'fr')).toEqual([
      {
        id: '301',
        layer: 'ch.bafu.wrz-wildruhezonen_portal',
        label: 'Wildruhezone Piz Test',
        protectionTime: '20.12.-30.04.',
        rules: 'Rester sur les chemins',
        status: 'Juridiquement contraignant',
        extraInfo: 'https://geo.example/wrz/301',
      },
    ]);
    expect(parseSwissZones(body, 'it')[0]?.rules).toBe('Restare sui sentieri');
    // The zones' texts exist in fr, de and it only: other languages read German.
    expect(parseSwissZones(body, 'en')[0]?.rules).toBe('Auf Wegen bleiben');
    expect(parseSwissZones({ results: 'x' })).toEqual([]);
  });
});

describe('protectionTimeOf', () => {
  it('reads a day.month range', () => {
    expect(protectionTimeOf('20.12.-30.04.')).toEqual({
      kind: 'range',
      from: { day: 20, month: 'dec' },
      to: { day: 30, month: 'apr' },
    });
    expect(protectionTimeOf('1.1. – 31.7.')).toEqual({
      kind: 'range',
      from: { day: 1, month: 'jan' },
      to: { day: 31, month: 'jul' },
    });
  });

  it('keeps other texts and knows no time', () => {
    expect(protectionTimeOf('ganzjährig')).toEqual({ kind: 'text', text: 'ganzjährig' });
    expect(protectionTimeOf('32.13.-01.01.')).toEqual({ kind: 'text', text: '32.13.-01.01.' });
    expect(protectionTimeOf('  ')).toEqual({ kind: 'none' });
  });
});
