/** Quality suggestion of the edit forms (fields.md §7.4). */
import type { DocumentType } from '../documents/document-types.ts';
import type { Quality } from '../enums/quality.ts';
import type { DocumentInput } from '../validation/document-input.ts';
import { articleScore, imageScore, outingScore } from './quality-score.ts';

/** fields.md §7.4: score < 1 empty, < 2 draft, < 3 medium, otherwise fine (great is never proposed). */
export function qualityFromScore(score: number): Quality {
  if (score < 1) return 'empty';
  if (score < 2) return 'draft';
  if (score < 3) return 'medium';
  return 'fine';
}

/**
 * The quality the form applies on save, or null when the quality is hand-picked (collaborative
 * documents) or kept (xreports, profiles). Scored: outings, personal articles, personal and
 * copyright images. An existing `great` is kept.
 */
export function suggestQuality(type: DocumentType, doc: DocumentInput): Quality | null {
  let score: number;
  if (type === 'outing') score = outingScore(doc);
  else if (type === 'article' && doc.article_type === 'personal') score = articleScore(doc);
  else if (type === 'image' && (doc.image_type === 'personal' || doc.image_type === 'copyright'))
    score = imageScore(doc);
  else return null;
  return doc.quality === 'great' ? 'great' : qualityFromScore(score);
}
