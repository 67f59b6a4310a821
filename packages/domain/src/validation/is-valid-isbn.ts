/**
 * Whether a string is a valid ISBN-10 or ISBN-13 (spec 2 §5 "ISBN must be valid"): hyphens
 * and spaces ignored; a 9-digit SBN counts as the ISBN-10 with a leading 0.
 */
export function isValidIsbn(value: string): boolean {
  const isbn = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}$/.test(isbn)) return isValidIsbn10(`0${isbn}`);
  if (/^\d{9}[\dX]$/.test(isbn)) return isValidIsbn10(isbn);
  if (/^97[89]\d{10}$/.test(isbn)) return isValidIsbn13(isbn);
  return false;
}

function isValidIsbn10(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (isbn[i] === 'X' ? 10 : Number(isbn[i]));
  return sum % 11 === 0;
}

function isValidIsbn13(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}
