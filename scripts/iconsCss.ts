/**
 * The site's icons as CSS: every icon a `.icon--{name}` class whose mask is
 * the icon's SVG, painted in the text colour (`currentColor`), so an icon
 * costs no JavaScript at all (the first-load budget counts scripts, and a
 * React icon set brings its runtime) and follows the theme and forced colours.
 * The drawings are lucide's (lucide-react's icon data, ISC) and a few sports
 * lucide does not draw, in its style (24 by 24, a 2 px round stroke).
 *
 * The brand marks of the social links (SPEC 3 iconName) are simple-icons'
 * (CC0), filled, in a file of their own (brandIcons.css): only the footer's
 * and the header's social links import it, both loaded on demand, so the
 * first load's stylesheet does not carry them.
 *
 * `npx tsx scripts/iconsCss.ts` writes src/ui/design/icons.css and
 * brandIcons.css; tests/ui/design/icons.test.ts fails when a file is not what
 * this makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as simpleIcons from 'simple-icons';
import { SOCIAL_ICON_NAMES, type SocialIconName } from '../src/protocol/constants/socialLinks';
import { BRAND_FALLBACK_ICON, DRAWN_ICON_NAMES, LUCIDE_ICON_NAMES } from '../src/ui/design/iconNames';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ICONS_CSS = join(ROOT, 'src/ui/design/icons.css');
export const BRAND_ICONS_CSS = join(ROOT, 'src/ui/design/brandIcons.css');

/** simple-icons' export of each brand the site draws (its names are `si` and the slug). */
const BRANDS: Readonly<Record<SocialIconName, simpleIcons.SimpleIcon>> = {
  telegram: simpleIcons.siTelegram,
  x: simpleIcons.siX,
  facebook: simpleIcons.siFacebook,
  instagram: simpleIcons.siInstagram,
  youtube: simpleIcons.siYoutube,
  vk: simpleIcons.siVk,
  tiktok: simpleIcons.siTiktok,
  whatsapp: simpleIcons.siWhatsapp,
};

/** Sports lucide does not draw, in its style. */
const DRAWN: Readonly<Record<(typeof DRAWN_ICON_NAMES)[number], string>> = {
  football:
    '<circle cx="12" cy="12" r="10"/><path d="m12 7.5 4.3 3.1-1.6 5H9.3l-1.6-5Z"/>' +
    '<path d="M12 7.5V2.5M16.3 10.6l4.6-1.5M14.7 15.6l2.8 3.9M9.3 15.6l-2.8 3.9M7.7 10.6 3.1 9.1"/>',
  tennis: '<circle cx="12" cy="12" r="10"/><path d="M6 4.2a10.5 10.5 0 0 1 0 15.6M18 4.2a10.5 10.5 0 0 0 0 15.6"/>',
  basketball: '<circle cx="12" cy="12" r="10"/><path d="M12 2v20M2 12h20M5 4.9a10 10 0 0 1 0 14.2M19 4.9a10 10 0 0 0 0 14.2"/>',
  'table-tennis': '<circle cx="10" cy="10" r="6.5"/><path d="m14.6 14.6 5.4 5.4"/><circle cx="19" cy="5" r="1.8"/>',
  cricket:
    '<path d="m5.5 18.5-2.5 2.5"/><path d="M7 17 17.5 6.5l2 2L9 19Z"/><path d="m5.5 15.5 3 3"/>' + '<circle cx="17.5" cy="17.5" r="2.5"/>',
  marbles:
    '<circle cx="7" cy="16" r="4.5"/><circle cx="17" cy="16" r="4.5"/><circle cx="12" cy="7" r="4.5"/>' +
    '<path d="M10 5.5a2 2 0 0 1 1.5-.8M5 14.5a2 2 0 0 1 1.5-.8M15 14.5a2 2 0 0 1 1.5-.8"/>',
};

type Node = readonly [string, Readonly<Record<string, string>>];

/** lucide's drawing of an icon: the elements of its module's `__iconData.node`, read as data (no React). */
function lucideInner(name: string): string {
  const source = readFileSync(join(ROOT, 'node_modules/lucide-react/dist/esm/icons', `${name}.mjs`), 'utf8');
  const match = /const __iconData = (\{[\s\S]*?\n\});/.exec(source);
  if (!match?.[1]) throw new Error(`lucide icon ${name}: no icon data`);
  // The data is a JavaScript literal of arrays, objects and strings only: evaluated as such.
  const nodes = (new Function(`return ${match[1]};`)() as { node: Node[] }).node;
  return nodes
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${value}"`)
        .join('');
      return `<${tag}${list}/>`;
    })
    .join('');
}

/** A brand mark: simple-icons draws filled shapes on the same 24 by 24 grid. */
function filledSvg(path: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="black"><path d="${path}"/></svg>`;
}

function svg(inner: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" ' +
    `stroke-linecap="round" stroke-linejoin="round">${inner}</svg>`
  );
}

/** A data URL for CSS, cut into lines with CSS's escaped newline (a string may go on across lines that way). */
function dataUrl(svgText: string): string {
  const encoded = svgText.replace(/"/g, "'").replace(/%/g, '%25').replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E');
  const text = `url("data:image/svg+xml,${encoded}")`;
  const width = 90;
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += width) lines.push(text.slice(at, at + width));
  return lines.join('\\\n');
}

export function iconsCss(): string {
  const icons: [string, string][] = [
    ...LUCIDE_ICON_NAMES.map((name): [string, string] => [name, lucideInner(name)]),
    ...Object.entries(DRAWN),
  ];
  icons.sort((a, b) => a[0].localeCompare(b[0]));
  const rules = icons.map(([name, inner]) => `.icon--${name} {\n  --icon: ${dataUrl(svg(inner))};\n}\n`);
  return [
    '/* Generated by scripts/iconsCss.ts from lucide (ISC) and drawings in its style: do not edit. */\n',
    '.icon {\n',
    '  display: inline-block;\n',
    '  flex: none;\n',
    '  inline-size: var(--icon-size, 1.25em);\n',
    '  block-size: var(--icon-size, 1.25em);\n',
    '  background-color: currentColor;\n',
    '  -webkit-mask: var(--icon) center / contain no-repeat;\n',
    '  mask: var(--icon) center / contain no-repeat;\n',
    '  vertical-align: -0.25em;\n',
    '}\n',
    ...rules,
  ].join('');
}

/** The social links' marks: `.icon--brand-{iconName}`, and lucide's link for an icon name the site does not know. */
export function brandIconsCss(): string {
  const rules = SOCIAL_ICON_NAMES.map((name) => `.icon--brand-${name} {\n  --icon: ${dataUrl(filledSvg(BRANDS[name].path))};\n}\n`);
  const fallback = `.icon--${BRAND_FALLBACK_ICON} {\n  --icon: ${dataUrl(svg(lucideInner('link')))};\n}\n`;
  return [
    '/* Generated by scripts/iconsCss.ts from simple-icons (CC0) and lucide (ISC): do not edit. */\n',
    '/* Brand marks of the social links; the .icon rule itself is in icons.css. */\n',
    ...rules,
    fallback,
  ].join('');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ICONS_CSS, iconsCss());
  writeFileSync(BRAND_ICONS_CSS, brandIconsCss());
  console.log(`wrote ${ICONS_CSS} and ${BRAND_ICONS_CSS}`);
}
