import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_ICONS_CSS, ICONS_CSS, brandIconsCss, iconsCss } from '../../../scripts/iconsCss';
import { SOCIAL_ICON_NAMES } from '../../../src/protocol/constants/socialLinks';
import { brandIconOf } from '../../../src/ui/design/BrandIcon';
import { DRAWN_ICON_NAMES, LUCIDE_ICON_NAMES } from '../../../src/ui/design/iconNames';
import { SPORT_ICONS } from '../../../src/ui/design/SportIcon';

describe('the icon set (CSS masks)', () => {
  it('icons.css is what scripts/iconsCss.ts makes: run `npx tsx scripts/iconsCss.ts` after changing the names', () => {
    expect(readFileSync(ICONS_CSS, 'utf8')).toBe(iconsCss());
  });

  it('every icon name has its class, and every sport icon is one of the set', () => {
    const css = readFileSync(ICONS_CSS, 'utf8');
    for (const name of [...LUCIDE_ICON_NAMES, ...DRAWN_ICON_NAMES]) expect(css, name).toContain(`.icon--${name} {`);
    const names = new Set<string>([...LUCIDE_ICON_NAMES, ...DRAWN_ICON_NAMES]);
    for (const [slug, icon] of Object.entries(SPORT_ICONS)) expect(names.has(icon), slug).toBe(true);
  });

  it('each icon is an SVG of 24 by 24 with a round stroke in one colour, as a data URL', () => {
    const css = readFileSync(ICONS_CSS, 'utf8').replace(/\\\n/g, '');
    const urls = css.match(/url\("data:image\/svg\+xml,[^"]+"\)/g) ?? [];
    expect(urls).toHaveLength(LUCIDE_ICON_NAMES.length + DRAWN_ICON_NAMES.length);
    for (const url of urls) {
      const svg = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2));
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='black'/);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('brandIcons.css is what the script makes, with a filled mark for each known social icon name and a fallback', () => {
    const css = readFileSync(BRAND_ICONS_CSS, 'utf8');
    expect(css).toBe(brandIconsCss());
    for (const name of SOCIAL_ICON_NAMES) {
      expect(brandIconOf(name)).toBe(`brand-${name}`);
      const rule = new RegExp(`\\.icon--brand-${name} \\{\\n  --icon: url\\("data:image/svg\\+xml,%3Csvg[^"]+fill='black'`);
      expect(css.replace(/\\\n/g, ''), name).toMatch(rule);
    }
    // An operator's network the site has no mark for still shows, with a plain link icon.
    expect(brandIconOf('myspace')).toBe('brand-link');
    expect(css).toContain('.icon--brand-link {');
  });
});
