import { describe, expect, it } from 'vitest';
import { createI18n, rejectionMessage } from '../../../src/ui/i18n/allTexts';

/**
 * Counts read right in each language: i18next picks the form by the
 * language's CLDR rules (Russian one/few/many, Arabic zero/one/two/few/many/
 * other, German and English one/other) and writes the number through Intl.
 * A refusal whose number is `max` gets its form through rejectionMessage.
 */
const number = (lang: string, n: number) => new Intl.NumberFormat(lang).format(n);

/** count -> the expected text, per language: bankers of a system, and the refusal of a full coupon. */
const EXPECTED: Record<string, { bankers: Record<number, string>; full: Record<number, string> }> = {
  en: {
    bankers: { 1: 'Bankers: 1', 2: 'Bankers: 2', 5: 'Bankers: 5', 21: 'Bankers: 21', 1234: `Bankers: ${number('en', 1234)}` },
    full: { 1: 'The coupon is full: at most 1 bet.', 2: 'The coupon is full: at most 2 bets.', 21: 'The coupon is full: at most 21 bets.' },
  },
  de: {
    bankers: { 0: '0 Bänke', 1: '1 Bank', 2: '2 Bänke', 5: '5 Bänke', 11: '11 Bänke', 21: '21 Bänke', 1234: `${number('de', 1234)} Bänke` },
    full: {
      1: 'Der Wettschein ist voll: höchstens 1 Wette.',
      2: 'Der Wettschein ist voll: höchstens 2 Wetten.',
      5: 'Der Wettschein ist voll: höchstens 5 Wetten.',
      21: 'Der Wettschein ist voll: höchstens 21 Wetten.',
    },
  },
  ru: {
    bankers: {
      0: '0 банкеров',
      1: '1 банкер',
      2: '2 банкера',
      4: '4 банкера',
      5: '5 банкеров',
      11: '11 банкеров',
      12: '12 банкеров',
      21: '21 банкер',
      22: '22 банкера',
      111: '111 банкеров',
      1234: `${number('ru', 1234)} банкера`,
    },
    full: {
      1: 'Купон заполнен: не больше 1 ставки.',
      2: 'Купон заполнен: не больше 2 ставок.',
      5: 'Купон заполнен: не больше 5 ставок.',
      11: 'Купон заполнен: не больше 11 ставок.',
      21: 'Купон заполнен: не больше 21 ставки.',
    },
  },
  ar: {
    bankers: {
      0: 'لا رهانات مصرفية',
      1: 'رهان مصرفي واحد',
      2: 'رهانان مصرفيان',
      3: `${number('ar', 3)} رهانات مصرفية`,
      5: `${number('ar', 5)} رهانات مصرفية`,
      10: `${number('ar', 10)} رهانات مصرفية`,
      11: `${number('ar', 11)} رهانًا مصرفيًا`,
      21: `${number('ar', 21)} رهانًا مصرفيًا`,
      99: `${number('ar', 99)} رهانًا مصرفيًا`,
      100: `${number('ar', 100)} رهان مصرفي`,
      102: `${number('ar', 102)} رهان مصرفي`,
      103: `${number('ar', 103)} رهانات مصرفية`,
    },
    full: {
      1: 'القسيمة ممتلئة: رهان واحد على الأكثر.',
      2: 'القسيمة ممتلئة: رهانان على الأكثر.',
      5: `القسيمة ممتلئة: ${number('ar', 5)} رهانات على الأكثر.`,
      11: `القسيمة ممتلئة: ${number('ar', 11)} رهانًا على الأكثر.`,
      21: `القسيمة ممتلئة: ${number('ar', 21)} رهانًا على الأكثر.`,
      100: `القسيمة ممتلئة: ${number('ar', 100)} رهان على الأكثر.`,
    },
  },
};

describe('plural forms and numbers', () => {
  for (const [lang, expected] of Object.entries(EXPECTED)) {
    it(`${lang}: a system's bankers, by count`, () => {
      const { t } = createI18n(lang);
      for (const [n, text] of Object.entries(expected.bankers)) expect(t('coupon.system.bankers', { count: Number(n) })).toBe(text);
    });

    it(`${lang}: a full coupon, by the refusal's max`, () => {
      const { t } = createI18n(lang);
      for (const [n, text] of Object.entries(expected.full)) {
        expect(rejectionMessage(t, { rejected: true, code: 'coupon.too_many_bets', params: { max: Number(n) } })).toBe(text);
      }
    });
  }

  it('a count without a form of its own falls back to the other form, never to a key', () => {
    const { t } = createI18n('ru');
    // 1.5 is "other" in Russian: the genitive singular.
    expect(t('coupon.system.bankers', { count: 1.5 })).toBe(`${number('ru', 1.5)} банкера`);
  });
});
