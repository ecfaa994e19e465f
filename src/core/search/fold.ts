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
