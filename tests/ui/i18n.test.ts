import { describe, expect, it } from 'vitest';
import { BUNDLED_LANGUAGES } from '../../src/protocol/constants/languages';
import { ODDS_FORMAT_NAMES } from '../../src/protocol/constants/oddsFormats';
import { REJECTION_CODES } from '../../src/protocol/rejections';
import { createI18n, rejectionMessage, RESOURCES, storageWarningKey, textSources } from '../../src/ui/i18n/allTexts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

// The merged resources: the shell's texts plus every area's (src/ui/i18n/areas/<area>/<lang>.json).
const english = flatten(RESOURCES.en.translation as Tree);
const translations = { ru: flatten(RESOURCES.ru.translation as Tree), ar: flatten(RESOURCES.ar.translation as Tree) };

describe('translations', () => {
  it('registers en, ru and ar: the bundled languages the worker offers before the site config arrives', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual(['ar', 'en', 'ru']);
    expect(BUNDLED_LANGUAGES.map((l) => l.code).sort()).toEqual(Object.keys(RESOURCES).sort());
  });

  for (const [lang, texts] of Object.entries(translations)) {
    it(`${lang} has every key of en, and no other`, () => {
      expect([...texts.keys()].filter((k) => !english.has(k))).toEqual([]);
      expect([...english.keys()].filter((k) => !texts.has(k))).toEqual([]);
    });

    it(`${lang} keeps the same interpolation variables as en`, () => {
      for (const [key, text] of english) expect({ key, vars: variables(texts.get(key) ?? '') }).toEqual({ key, vars: variables(text) });
    });

    it(`${lang} is really translated (non-empty, mostly different from en)`, () => {
      let same = 0;
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        if (text === english.get(key)) same += 1;
      }
      // Only language-neutral strings (a copyright line, "UTC ±N") may equal English.
      expect(same).toBeLessThanOrEqual(3);
    });
  }

  it('defines each text in one file only (areas add keys, never overwrite)', () => {
    for (const lang of ['en', 'ru', 'ar'] as const) {
      const owner = new Map<string, string>();
      const twice: string[] = [];
      for (const [file, texts] of textSources(lang)) {
        for (const key of flatten(texts as Tree).keys()) {
          const first = owner.get(key);
          if (first) twice.push(`${key} in ${first} and ${file}`);
          else owner.set(key, file);
        }
      }
      expect(twice).toEqual([]);
    }
  });

  it('has a text for every rejection code of the protocol catalogue', () => {
    for (const code of REJECTION_CODES) expect(english.has(`rejection.${code}`), code).toBe(true);
  });

  it('names every odds format of the protocol', () => {
    for (const name of Object.values(ODDS_FORMAT_NAMES)) expect(english.has(`odds_format.${name}`), name).toBe(true);
  });

  it('has a text for every storage warning', () => {
    for (const warning of ['quota-exceeded', 'version-change', 'connection-lost'] as const) {
      expect(english.has(storageWarningKey(warning)), warning).toBe(true);
    }
  });

  it('translates rejections, with a generic text for codes it does not know yet', () => {
    const i18n = createI18n('ru');
    expect(rejectionMessage(i18n.t, { rejected: true, code: 'preferences.invalid_value' })).toBe(
      translations.ru.get('rejection.preferences.invalid_value'),
    );
    expect(rejectionMessage(i18n.t, { rejected: true, code: 'coupon.something_new' })).toBe(translations.ru.get('rejection.generic'));
  });

  it('falls back to English for a language without texts', () => {
    const i18n = createI18n('de');
    expect(i18n.t('not_found.title')).toBe('This page could not be found');
  });
});
