/** Licences of documents (spec 2 "Licences"). */
import type { DocumentType } from './documents/document-types.ts';

export const LICENCE_CODES = ['by-sa', 'by-nc-nd', 'copyright'] as const;
export type LicenceCode = (typeof LICENCE_CODES)[number];

export interface Licence {
  code: LicenceCode;
  /** spec 2: licence versions 3.0; null for copyright. */
  version: '3.0' | null;
  /** Creative Commons deed; copyright has no licence link. */
  url: string | null;
}

/** spec 2: licence versions 3.0. */
export const LICENCE_VERSION = '3.0';

export const LICENCES: Record<LicenceCode, Licence> = {
  'by-sa': {
    code: 'by-sa',
    version: LICENCE_VERSION,
    url: 'https://creativecommons.org/licenses/by-sa/3.0/',
  },
  'by-nc-nd': {
    code: 'by-nc-nd',
    version: LICENCE_VERSION,
    url: 'https://creativecommons.org/licenses/by-nc-nd/3.0/',
  },
  copyright: { code: 'copyright', version: null, url: null },
};

/**
 * Licence of a document (spec 2 "Licences"): by-sa for route, waypoint, area, book, map,
 * collaborative article and image; by-nc-nd for outing, profile, xreport, personal article and
 * image; copyright for copyright images (book covers). Maps are not listed by the spec: they are
 * collaborative documents, hence by-sa. An unexpected article_type or image_type throws
 * (spec 2 §8: internal error).
 */
export function licenceOf(doc: {
  type: DocumentType;
  article_type?: string | null;
  image_type?: string | null;
}): Licence {
  switch (doc.type) {
    case 'route':
    case 'waypoint':
    case 'area':
    case 'book':
    case 'map':
      return LICENCES['by-sa'];
    case 'outing':
    case 'profile':
    case 'xreport':
      return LICENCES['by-nc-nd'];
    case 'article':
      if (doc.article_type === 'collab') return LICENCES['by-sa'];
      if (doc.article_type === 'personal') return LICENCES['by-nc-nd'];
      throw new Error(`unexpected article_type ${String(doc.article_type)}`);
    case 'image':
      if (doc.image_type === 'collaborative') return LICENCES['by-sa'];
      if (doc.image_type === 'personal') return LICENCES['by-nc-nd'];
      if (doc.image_type === 'copyright') return LICENCES.copyright;
      throw new Error(`unexpected image_type ${String(doc.image_type)}`);
  }
}
