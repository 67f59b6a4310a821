/** Whether a text holds Chinese, Japanese or Korean characters (their titles may be 1 character long, spec 2 §5). */
export const hasCjk = (text: string): boolean =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);

/** Length in characters (code points), as the server counts it. */
export const textLength = (text: string): number => [...text].length;
