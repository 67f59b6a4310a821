import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@cairn/domain';
import { validationMessage } from './form-messages.ts';

/** Says which key was asked for, so the test reads the mapping, not a language. */
const t = (key: string | string[], options?: Record<string, unknown>) =>
  `${String(key)}${options ? JSON.stringify(options) : ''}`;

describe('validation messages in the form', () => {
  it('spec 2 §5: the domain messages show in the user language', () => {
    expect(validationMessage(MESSAGES.required, t)).toBe('documentEdit.errors.required');
    expect(validationMessage(MESSAGES.tooBig, t, { max: 9000 })).toBe(
      'documentEdit.errors.tooBigBound{"max":9000}',
    );
  });

  it('issue 14: every shape problem of a geometry is the one translated "Invalid geometry"', () => {
    for (const message of [
      MESSAGES.outsideWorld,
      MESSAGES.ringNotClosed,
      MESSAGES.lineTooShort,
      MESSAGES.invalidGeometry,
    ])
      expect(validationMessage(message, t)).toBe('documentEdit.errors.invalidGeometry');
  });

  it('shows a message it does not know as written', () => {
    expect(validationMessage('Something else', t)).toBe('Something else');
  });
});
