import { describe, expect, it } from 'vitest';
import { BUNDLED_LANGUAGES } from '../../src/protocol/constants/languages';
import { ODDS_FORMAT_NAMES } from '../../src/protocol/constants/oddsFormats';
import { REJECTION_CODES } from '../../src/protocol/rejections';
import { createI18n, rejectionMessage, RESOURCES, storageWarningKey, textSources } from '../../src/ui/i18n/allTexts';
import { TEXT_LANGUAGES } from '../../src/ui/i18n/texts';
import { flatten, type TextTree } from '../support/textTree';

// The merged resources: the shell's texts plus every area's (src/ui/i18n/areas/<area>/<lang>.json).
const english = flatten(RESOURCES.en.translation as TextTree);

/** A text by key, a plural text by its `_other` form (code asks for `key` with a count). */
const hasText = (key: string) => english.has(key) || english.has(`${key}_other`);

// Every language has every key of English: tests/ui/i18n/completeness.test.ts.
describe('translations', () => {
  it('registers every language the site carries texts for, which the worker offers before the site config arrives', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...TEXT_LANGUAGES].sort());
    expect(BUNDLED_LANGUAGES.map((l) => l.code).sort()).toEqual(Object.keys(RESOURCES).sort());
  });

  it('defines each text in one file only (areas add keys, never overwrite)', () => {
    for (const lang of TEXT_LANGUAGES) {
      const owner = new Map<string, string>();
      const twice: string[] = [];
      for (const [file, texts] of textSources(lang)) {
        for (const key of flatten(texts as TextTree).keys()) {
          const first = owner.get(key);
          if (first) twice.push(`${key} in ${first} and ${file}`);
          else owner.set(key, file);
        }
      }
      expect(twice).toEqual([]);
    }
  });

  it('has a text for every rejection code of the protocol catalogue', () => {
    for (const code of REJECTION_CODES) expect(hasText(`rejection.${code}`), code).toBe(true);
  });

  it('names every odds format of the protocol', () => {
    for (const name of Object.values(ODDS_FORMAT_NAMES)) expect(hasText(`odds_format.${name}`), name).toBe(true);
  });

  it('has a text for every storage warning', () => {
    for (const warning of ['quota-exceeded', 'version-change', 'connection-lost'] as const) {
      expect(hasText(storageWarningKey(warning)), warning).toBe(true);
    }
  });

  it('translates rejections, with a generic text for codes it does not know yet', () => {
    const i18n = createI18n('ru');
    const ru = flatten(RESOURCES.ru.translation as TextTree);
    expect(rejectionMessage(i18n.t, { rejected: true, code: 'preferences.invalid_value' })).toBe(
      ru.get('rejection.preferences.invalid_value'),
    );
    expect(rejectionMessage(i18n.t, { rejected: true, code: 'coupon.something_new' })).toBe(ru.get('rejection.generic'));
  });

  it('falls back to English for a language without texts', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('not_found.title')).toBe('This page could not be found');
  });
});
