import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_LANGUAGES } from '../../../server/db/seedData';
import { BUNDLED_LANGUAGES } from '../../../src/protocol/constants/languages';
import { PLAIN_PAGE_TEXTS } from '../../../src/protocol/constants/plainPageTexts';
import { TEXT_LANGUAGES } from '../../../src/ui/i18n/texts';
import { logicalTexts, variableName, variables, type LogicalText, type TextTree } from '../../support/textTree';

/**
 * Every language the site offers has every text English has, and no other:
 * in every text file (the shared base `src/ui/i18n/<lang>.json`, each area's
 * `areas/<area>/<lang>.json`, the server's plain pages), with the plural forms
 * its CLDR rules need and the same interpolations as English. The languages
 * and areas are read from the files and the lists that offer them, so a new
 * language or area is checked without a change here.
 */
const I18N = resolve(__dirname, '../../../src/ui/i18n');
const AREAS = resolve(I18N, 'areas');
const readTree = (file: string): TextTree => JSON.parse(readFileSync(file, 'utf8')) as TextTree;
const langOf = (file: string) => file.replace(/\.json$/, '');

/** Each text source by name, and its tree per language file found. */
function sources(): Map<string, Map<string, TextTree>> {
  const out = new Map<string, Map<string, TextTree>>();
  const jsonIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json'));
  out.set('base', new Map(jsonIn(I18N).map((f) => [langOf(f), readTree(resolve(I18N, f))])));
  for (const area of readdirSync(AREAS, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = resolve(AREAS, area.name);
    out.set(`areas/${area.name}`, new Map(jsonIn(dir).map((f) => [langOf(f), readTree(resolve(dir, f))])));
  }
  out.set('plainPageTexts', new Map(Object.entries(PLAIN_PAGE_TEXTS).map(([lang, texts]) => [lang, texts as unknown as TextTree])));
  return out;
}

const SOURCES = sources();
const FILE_LANGUAGES = new Set([...SOURCES.values()].flatMap((byLang) => [...byLang.keys()]));

/** Every language the site offers anywhere: the seeded site config, the bundled list, the UI's text languages, the text files. */
const OFFERED = [
  ...new Set([...DEMO_LANGUAGES.map((l) => l.code), ...BUNDLED_LANGUAGES.map((l) => l.code), ...TEXT_LANGUAGES, ...FILE_LANGUAGES]),
].sort();

const categoriesOf = (lang: string) => [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();

/** What differs between a language's text and English's: interpolations and, for a plural text, its forms. */
function problems(key: string, en: LogicalText, other: LogicalText, lang: string): string[] {
  const found: string[] = [];
  const englishTexts = en.plural ? [...en.forms.values()] : [en.text];
  const englishVars = [...new Set(englishTexts.flatMap(variables))].sort();
  if (en.plural !== other.plural) return [`${key}: ${other.plural ? 'plural' : 'not plural'} in ${lang}, unlike en`];
  if (!other.plural) {
    const vars = variables(other.text);
    if (other.text.trim() === '') found.push(`${key}: empty`);
    if (vars.join('|') !== englishVars.join('|'))
      found.push(`${key}: {{${vars.join('}} {{')}}} instead of {{${englishVars.join('}} {{')}}}`);
    return found;
  }
  const forms = [...other.forms.keys()].sort();
  if (forms.join() !== categoriesOf(lang).join()) found.push(`${key}: forms ${forms.join()} instead of ${categoriesOf(lang).join()}`);
  // Every form gets `count`: a form may leave the number out ("one bet", Arabic's dual), never another value.
  const withoutCount = (vars: string[]) => vars.filter((v) => variableName(v) !== 'count');
  for (const [form, text] of other.forms) {
    if (text.trim() === '') found.push(`${key}_${form}: empty`);
    const vars = withoutCount([...new Set(variables(text))].sort());
    if (vars.join('|') !== withoutCount(englishVars).join('|')) found.push(`${key}_${form}: {{${vars.join('}} {{')}}}`);
  }
  return found;
}

describe('every offered language is complete', () => {
  it('finds the languages and the areas (a guard: the scan itself works)', () => {
    expect(OFFERED).toEqual(expect.arrayContaining(['ar', 'de', 'en', 'ru']));
    expect([...SOURCES.keys()]).toEqual(expect.arrayContaining(['base', 'areas/live', 'areas/slip', 'areas/session', 'plainPageTexts']));
  });

  it('the site carries texts for every language it offers, and bundles every language it has texts for', () => {
    expect([...TEXT_LANGUAGES].sort()).toEqual(OFFERED);
    expect(BUNDLED_LANGUAGES.map((l) => l.code).sort()).toEqual(OFFERED);
  });

  for (const [source, byLang] of SOURCES) {
    describe(source, () => {
      const english = byLang.get('en');

      it('has a file for every offered language', () => {
        expect([...byLang.keys()].sort()).toEqual(OFFERED);
      });

      for (const lang of OFFERED) {
        it(`${lang}: every key of en and no other, with en's interpolations and ${lang}'s plural forms`, () => {
          const tree = byLang.get(lang);
          if (!english || !tree) throw new Error(`${source} has no ${english ? lang : 'en'} texts`);
          const en = logicalTexts(english);
          const texts = logicalTexts(tree);
          expect({ lang, missing: [...en.keys()].filter((k) => !texts.has(k)) }).toEqual({ lang, missing: [] });
          expect({ lang, extra: [...texts.keys()].filter((k) => !en.has(k)) }).toEqual({ lang, extra: [] });
          const found = [...en].flatMap(([key, text]) => {
            const own = texts.get(key);
            return own ? problems(key, text, own, lang) : [];
          });
          expect({ lang, found }).toEqual({ lang, found: [] });
        });
      }
    });
  }

  for (const lang of OFFERED.filter((l) => l !== 'en')) {
    it(`${lang} is really translated: few texts equal English (names, numbers, words both languages share)`, () => {
      let total = 0;
      const same: string[] = [];
      for (const byLang of SOURCES.values()) {
        const en = logicalTexts(byLang.get('en') ?? {});
        for (const [key, text] of logicalTexts(byLang.get(lang) ?? {})) {
          const english = en.get(key);
          const pairs = text.plural ? [...text.forms].map(([form, t]) => [t, english?.plural ? english.forms.get(form) : undefined]) : [];
          if (!text.plural) pairs.push([text.text, english && !english.plural ? english.text : undefined]);
          for (const [own, theirs] of pairs) {
            total += 1;
            if (own === theirs) same.push(key);
          }
        }
      }
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(total * 0.05);
    });
  }
});
