import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@cairn/domain';
import { writableFigures } from './write-input.ts';

describe('read-only figures a client sends only on creation', () => {
  it.each(DOCUMENT_TYPES)('%s', (type) => {
    const updating = new Set(writableFigures(type, false).map((f) => f.name));
    const creationOnly = writableFigures(type, true)
      .map((f) => f.name)
      .filter((name) => !updating.has(name));
    expect(creationOnly).toEqual(type === 'image' ? ['filename', 'file_size', 'height', 'width'] : []);
  });
});
