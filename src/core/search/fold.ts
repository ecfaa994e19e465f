const PLAIN = /^[\x20-\x7e]*$/;

/** Letters that no Unicode decomposition takes apart, spelt the way a player types them without the keyboard for them. */
const SPELLED: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Text as search compares it: without case or diacritics ("Atlético" and
 * "atletico", "Свёнтек" and "свентек", Arabic with or without its vowel
 * marks), punctuation as spaces, spaces single.
 */
export function foldText(text: string): string {
  // Most names are plain ASCII: the same result without decomposing (folding the index is most of a search's cost).
  if (PLAIN.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => SPELLED[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Where `foldedText` (already folded) is in `name` as shown: [start, end) in
 * UTF-16 units of `name`, so the page can mark the typed text in the name it
 * prints; null when folding the name does not give the text. Folds the name
 * a letter at a time, keeping where each folded letter came from.
 */
export function matchRange(name: string, foldedText: string): readonly [number, number] | null {
  if (foldedText === '') return null;
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const ch of name) {
    const one = foldText(ch);
    // A separator folds to one space between words; a combining mark folds to nothing.
    const part = one === '' && !/\p{M}/u.test(ch) ? ' ' : one;
    for (const c of part) {
      if (c === ' ' && (folded === '' || folded.endsWith(' '))) continue;
      folded += c;
      from.push(at);
      to.push(at + ch.length);
    }
    at += ch.length;
  }
  const start = folded.indexOf(foldedText);
  if (start < 0) return null;
  const first = from[start];
  const last = to[start + foldedText.length - 1];
  return first === undefined || last === undefined ? null : [first, last];
}
