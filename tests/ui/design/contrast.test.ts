import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_ON_BACKGROUND } from '../../../src/ui/design/contrastPairs';

const CSS = readFileSync(new URL('../../../src/ui/design/tokens.css', import.meta.url), 'utf8');

/** The `--color-*` hex values of the rule whose selector names the theme. */
function themeColours(theme: 'light' | 'dark'): Map<string, string> {
  const colours = new Map<string, string>();
  for (const rule of CSS.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const [, selector = '', body = ''] = rule;
    if (!selector.includes(`data-theme='${theme}'`)) continue;
    for (const [, name = '', value = ''] of body.matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)) colours.set(name, value);
  }
  return colours;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens: text contrast', () => {
  it('computes WCAG ratios (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThan(4.5);
  });

  for (const theme of ['light', 'dark'] as const) {
    const colours = themeColours(theme);
    it(`${theme}: every pair the design uses is a literal colour of the theme`, () => {
      const missing = TEXT_ON_BACKGROUND.flat().filter((name) => !colours.has(name));
      expect(missing).toEqual([]);
    });
    it(`${theme}: text on its backgrounds reaches 4.5:1`, () => {
      const failing = TEXT_ON_BACKGROUND.map(([text, background]) => ({
        pair: `${text} on ${background}`,
        ratio: Math.round(contrast(colours.get(text) ?? '#000000', colours.get(background) ?? '#000000') * 100) / 100,
      })).filter((p) => p.ratio < 4.5);
      expect(failing).toEqual([]);
    });
  }
});
