// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../src/protocol/preferences';
import { DocumentAttributes } from '../../../src/ui/app/DocumentAttributes';
import { createRemoteApps } from '../../../src/ui/apps/createRemoteApps';
import { RemoteAppsProvider } from '../../../src/ui/apps/RemoteAppsContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { readyCore, withCore } from '../fakeCore';

const read = (path: string) => readFileSync(join(process.cwd(), 'src/ui', path), 'utf8');
const TOKENS = read('design/tokens.css');
const BASE = read('styles/base.css');
const LIVE = read('live/live.css');

/** The declarations of the first rule whose selector list is exactly `selector`. */
function rule(css: string, selector: string): Record<string, string> {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries(
    body
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}
const rem = (value: string | undefined) => Number(/^([\d.]+)rem$/.exec(value ?? '')?.[1] ?? NaN);
const px = (value: string | undefined) => Number(/^([\d.]+)px$/.exec(value ?? '')?.[1] ?? NaN);

afterEach(() => cleanup());

describe('font size and compact view change the page (display preferences)', () => {
  it('the root element carries both preferences as data attributes', () => {
    const core = readyCore();
    const i18n = createI18n('en');
    render(
      withCore(
        core,
        i18n,
        <RemoteAppsProvider apps={createRemoteApps(i18n)}>
          <DocumentAttributes lang="en" />
        </RemoteAppsProvider>,
      ),
    );
    const html = document.documentElement;
    expect([html.dataset.fontSize, html.dataset.compact]).toEqual(['medium', 'false']);
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, fontSize: 'large', compactView: true }));
    expect([html.dataset.fontSize, html.dataset.compact]).toEqual(['large', 'true']);
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, fontSize: 'small', compactView: false }));
    expect([html.dataset.fontSize, html.dataset.compact]).toEqual(['small', 'false']);
  });

  it('font size sets the root font size, which every rem of the page follows', () => {
    expect(rule(BASE, 'html')['font-size']).toBe('var(--font-size-base)');
    const medium = px(rule(TOKENS, ':root')['--font-size-base']);
    expect(px(rule(TOKENS, ":root[data-font-size='small']")['--font-size-base'])).toBeLessThan(medium);
    expect(px(rule(TOKENS, ":root[data-font-size='large']")['--font-size-base'])).toBeGreaterThan(medium);
  });

  it('compact view closes up the rows of the game lists, through the row tokens the lists read', () => {
    const normal = rule(TOKENS, ':root');
    const compact = rule(TOKENS, ":root[data-compact='true']");
    expect(rem(compact['--row-padding-block'])).toBeLessThan(rem(normal['--row-padding-block']));
    expect(rem(compact['--row-height'])).toBeLessThan(rem(normal['--row-height']));
    expect(rem(compact['--control-height'])).toBeLessThan(rem(normal['--control-height']));
    expect(rule(LIVE, '.live-game').padding).toBe('var(--row-padding-block) 0');
    expect(rule(LIVE, '.live-games > .live-game')['contain-intrinsic-size']).toBe('auto var(--row-height)');
  });
});
