import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logicalTexts, type TextTree } from '../../support/textTree';

/**
 * No English text that no code asks for: a key is in use when its dotted
 * name appears in src, or when a key's prefix is completed at run time
 * (`t(\`live.menu.all_${section}\`)`). The other languages are held to
 * English's keys by completeness.test.ts, so English alone is read here.
 */
const SRC = resolve(__dirname, '../../../src');
const I18N = resolve(SRC, 'ui/i18n');

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const CODE = codeFiles(SRC)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** Every text of code that a template literal completes at run time (`live.menu.all_` of `live.menu.all_${section}`). */
const STEMS = new Set([...CODE.matchAll(/([\w.]+)\$\{/g)].map((m) => m[1] ?? ''));

/** Whether code asks for the key whole, or for one of its prefixes followed by a value filled in at run time. */
function asked(key: string): boolean {
  if (CODE.includes(key)) return true;
  const parts = key.split('.');
  const last = parts.at(-1) ?? '';
  const stems = [...parts.slice(0, -1).keys()].map((i) => `${parts.slice(0, i + 1).join('.')}.`);
  // A last part such as `choice_1` may be built as `choice_${answer}`.
  const underscore = last.lastIndexOf('_');
  if (underscore > 0) stems.push(`${[...parts.slice(0, -1), last.slice(0, underscore + 1)].join('.')}`);
  return stems.some((stem) => STEMS.has(stem));
}

function englishFiles(): string[] {
  const areas = resolve(I18N, 'areas');
  return [
    resolve(I18N, 'en.json'),
    ...readdirSync(areas, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => resolve(areas, d.name, 'en.json')),
  ];
}

describe('texts', () => {
  it('every English text is asked for by some code', () => {
    const unused = englishFiles().flatMap((file) =>
      [...logicalTexts(JSON.parse(readFileSync(file, 'utf8')) as TextTree).keys()]
        .filter((key) => !asked(key))
        .map((key) => `${file.slice(I18N.length + 1)}: ${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('sees a text no code asks for', () => {
    expect(asked('home.title')).toBe(true);
    expect(asked('live.menu.all_live')).toBe(true);
    expect(asked('home.no_such_text_anywhere')).toBe(false);
  });
});
