import { describe, expect, it } from 'vitest';
import { PLAIN_PAGE_TEXTS } from '../../../src/protocol/constants/plainPageTexts';
import { TEXT_LANGUAGES } from '../../../src/ui/i18n/texts';
import { loadShellTexts } from '../../../src/ui/i18n/shellTexts';

describe("the shell's texts per language", () => {
  it.each(TEXT_LANGUAGES)("%s carries the plain pages' texts the server shares, in that language", async (lang) => {
    const texts = (await loadShellTexts(lang)) as { not_found?: { title?: string }; noscript?: string };
    expect(texts.not_found?.title).toBe(PLAIN_PAGE_TEXTS[lang].not_found.title);
    expect(texts.noscript).toBe(PLAIN_PAGE_TEXTS[lang].noscript);
  });
});
