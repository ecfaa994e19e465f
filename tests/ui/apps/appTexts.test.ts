import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS, type AppName } from '../../../src/ui/apps/catalogue';
import { APP_TEXT_AREAS, TEXT_AREA_MARKS } from '../../../src/ui/i18n/appTexts';
import { SHELL_TEXTS_EN } from '../../../src/ui/i18n/shellTexts';
import { mergeTexts, type Texts } from '../../../src/ui/i18n/texts';
import { reachable, resolveImport } from '../../support/importGraph';

/**
 * Each app brings its own texts (the areas the catalogue names for it); the
 * shell's are always there. A text an app shows but does not bring would
 * appear as a bare key in production, where only those areas are fetched:
 * this reads every literal key (and the fixed start of every built key) in the
 * code each app runs, and checks it is in the shell's texts or the app's areas.
 */
const UI = resolve(__dirname, '../../../src/ui');
const AREAS = resolve(UI, 'i18n/areas');
const area = (name: string): Texts => JSON.parse(readFileSync(resolve(AREAS, name, 'en.json'), 'utf8')) as Texts;

function at(texts: Texts, key: string): boolean {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Texts)[part];
  }
  return true;
}

/** A key, or a plural text code asks for by its base key (`bets` for `bets_one`, `bets_other`...). */
const has = (texts: Texts, key: string): boolean => at(texts, key) || at(texts, `${key}_other`);

/** The fixed start of a built key: a group (`a.b.` of `a.b.${x}`) or the start of a key in one (`a.b.type_` of `a.b.type_${x}`). */
function hasStart(texts: Texts, start: string): boolean {
  if (start.endsWith('.')) return has(texts, start.slice(0, -1));
  const dot = start.lastIndexOf('.');
  let node: unknown = texts;
  for (const part of start.slice(0, dot).split('.')) node = typeof node === 'object' && node !== null ? (node as Texts)[part] : undefined;
  return typeof node === 'object' && node !== null && Object.keys(node).some((key) => key.startsWith(start.slice(dot + 1)));
}

/** Each app's door module, read from the catalogue's import() calls. */
function doors(): Map<AppName, string> {
  const catalogue = resolve(UI, 'apps/catalogue.ts');
  const text = readFileSync(catalogue, 'utf8');
  const found = new Map<AppName, string>();
  for (const m of text.matchAll(/^\s*(\w+): app\(\(\) => import\('([^']+)'\)/gm)) {
    const file = resolveImport(catalogue, m[2] ?? '');
    if (file) found.set(m[1] as AppName, file);
  }
  return found;
}

/** Literal keys t('a.b') and the fixed start of built ones t(`a.b.${x}`), t(`a.b.type_${x}`). */
function keysIn(file: string): { literal: string[]; prefixes: string[] } {
  const text = readFileSync(file, 'utf8');
  const literal = [...text.matchAll(/\bt\(\s*'([a-z_][\w]*(?:\.[\w]+)+)'/gi)].map((m) => m[1] ?? '');
  const prefixes = [...text.matchAll(/\bt\(\s*`([a-z_][\w]*\.[\w.]*)\$\{/gi)].map((m) => m[1] ?? '');
  return { literal, prefixes };
}

describe('the texts each app brings', () => {
  const apps = doors();

  it('the catalogue names a door module for every app', () => {
    expect([...apps.keys()].sort()).toEqual(Object.keys(REMOTE_APPS).sort());
  });

  it('every text area has its files and its mark is defined in its own English file only', () => {
    for (const name of APP_TEXT_AREAS) {
      const texts = area(name);
      expect(has(texts, TEXT_AREA_MARKS[name]), `${name}: ${TEXT_AREA_MARKS[name]}`).toBe(true);
      for (const other of APP_TEXT_AREAS.filter((o) => o !== name))
        expect(has(area(other), TEXT_AREA_MARKS[name]), `${TEXT_AREA_MARKS[name]} also in ${other}`).toBe(false);
      expect(has(SHELL_TEXTS_EN, TEXT_AREA_MARKS[name]), `${TEXT_AREA_MARKS[name]} also in the shell`).toBe(false);
    }
  });

  for (const [name, door] of doors()) {
    it(`${name}: every text its code shows is in the shell's texts or its own areas`, () => {
      const files = [...reachable(door)];
      // An area the app's code fetches itself (useLazyAreaTexts over an import.meta.glob of its files) is brought too.
      const fetched = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/areas\/(\w+)\/\*\.json/g)].map((m) => m[1] ?? ''));
      const texts = [...REMOTE_APPS[name].texts, ...fetched].reduce<Texts>((all, a) => mergeTexts(all, area(a)), SHELL_TEXTS_EN);
      const missing: string[] = [];
      for (const file of files) {
        if (!file.startsWith(UI) || !/\.tsx?$/.test(file)) continue;
        const { literal, prefixes } = keysIn(file);
        for (const key of literal) if (!has(texts, key)) missing.push(`${relative(UI, file)}: ${key}`);
        for (const prefix of prefixes) if (!hasStart(texts, prefix)) missing.push(`${relative(UI, file)}: ${prefix}*`);
      }
      expect(missing).toEqual([]);
    });
  }
});
