/** Checks one value against its catalog entry (spec 2 §5 bounds, lengths, enums, kinds). */
import type { FieldDef } from '../catalog/field.ts';
import { enumValues } from '../enums/enums.ts';
import { MAX_ID, MAX_INT4, MIN_INT4 } from '../limits.ts';
import { hasCjk, textLength } from './has-cjk.ts';
import { isValidDate, isValidDateTime } from './is-valid-date.ts';
import { MESSAGES } from './messages.ts';

/** spec 2 §5: a field is empty when unset, blank, or an empty list. */
export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function checkNumber(def: FieldDef, value: unknown): string | null {
  const ok =
    typeof value === 'number' && (def.kind === 'int' ? Number.isInteger(value) : Number.isFinite(value));
  if (!ok) return MESSAGES.notANumber(value);
  // Without bounds of its own, an int field still has those of its SQL `integer` column.
  const min = def.min ?? (def.kind === 'int' ? MIN_INT4 : undefined);
  const max = def.max ?? (def.kind === 'int' ? MAX_INT4 : undefined);
  if (min !== undefined && value < min) return MESSAGES.tooSmall;
  if (max !== undefined && value > max) return MESSAGES.tooBig;
  return null;
}

function checkText(def: FieldDef, value: unknown): string | null {
  if (typeof value !== 'string') return MESSAGES.invalidValue;
  const length = textLength(value);
  const min = def.minCjk !== undefined && hasCjk(value) ? def.minCjk : def.min;
  if (min !== undefined && length < min) return MESSAGES.tooShort;
  if (def.max !== undefined && length > def.max) return MESSAGES.tooLong;
  return null;
}

function checkList(def: FieldDef, value: unknown): string | null {
  if (!Array.isArray(value)) return MESSAGES.invalidValue;
  const values = def.enum ? enumValues(def.enum) : undefined;
  for (const item of value) {
    if (typeof item !== 'string') return MESSAGES.invalidValue;
    if (values && !values.includes(item)) return MESSAGES.notOneOf(item, values);
  }
  return null;
}

function checkJson(value: unknown): string | null {
  if (typeof value !== 'string') return Array.isArray(value) ? null : MESSAGES.invalidValue;
  try {
    JSON.parse(value);
    return null;
  } catch {
    return MESSAGES.invalidValue;
  }
}

/** The message for a set value that breaks its field's rules, or null (emptiness is checked apart). */
export function checkValue(def: FieldDef, value: unknown): string | null {
  switch (def.kind) {
    case 'enum': {
      const values = enumValues(def.enum ?? '');
      return typeof value === 'string' && values.includes(value) ? null : MESSAGES.notOneOf(value, values);
    }
    case 'enum[]':
    case 'string[]':
      return checkList(def, value);
    case 'int':
    case 'float':
      return checkNumber(def, value);
    case 'bool':
    case 'bool3':
      return typeof value === 'boolean' ? null : MESSAGES.invalidValue;
    case 'date':
      return isValidDate(value) ? null : MESSAGES.invalidDate;
    case 'datetime':
      return isValidDateTime(value) ? null : MESSAGES.invalidDate;
    case 'string':
    case 'text':
    case 'md':
      return checkText(def, value);
    case 'json':
      return checkJson(value);
    case 'id':
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID
        ? null
        : MESSAGES.invalidValue;
  }
}

/** The message for `value` given whether the field is required here, or null when it is fine. */
export function checkField(def: FieldDef, value: unknown, required: boolean): string | null {
  if (isEmpty(value)) return required ? MESSAGES.required : null;
  return checkValue(def, value);
}
