import { TILE_ART_FULL_WIDTH, TILE_ART_HEIGHT_PER_WIDTH, type CasinoGame } from '../../../src/protocol/casino/catalogue';
import { stableHash } from './build';

/** A tile is 4:3; the lobby reserves that box before the art arrives, so nothing moves when it does. */
export const TILE_WIDTH = TILE_ART_FULL_WIDTH;
export const TILE_HEIGHT = TILE_WIDTH * TILE_ART_HEIGHT_PER_WIDTH;

/** Each theme's two hues (HSL degrees): the art's colours follow the game's look. */
const THEME_HUES: Readonly<Record<string, readonly [number, number]>> = {
  desert: [38, 18],
  fire: [8, 340],
  ocean: [200, 230],
  norse: [210, 190],
  night: [255, 230],
  jade: [150, 170],
  meadow: [100, 60],
  space: [270, 220],
  jungle: [120, 90],
  neon: [300, 190],
  storm: [220, 260],
  candy: [330, 290],
  classic: [350, 45],
  fruit: [20, 90],
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The game's name cut into at most two lines of about 16 characters, at spaces. */
function nameLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0]!, `${lines.slice(1).join(' ').slice(0, 15)}…`] : lines;
}

/**
 * A game's tile art: a gradient in its theme's hues, a few rings placed from
 * its id, its initials large and its name. Deterministic per game (the same
 * bytes on every call), served by the server itself: no external host.
 */
export function tileSvg(game: CasinoGame): string {
  const [a, b] = THEME_HUES[game.theme] ?? [stableHash(game.theme) % 360, (stableHash(game.theme) + 40) % 360];
  const seed = stableHash(`tile:${game.id}`);
  const rings = [0, 1, 2]
    .map((k) => {
      const x = (seed >>> (k * 5)) % TILE_WIDTH;
      const y = (seed >>> (k * 7 + 3)) % TILE_HEIGHT;
      const r = 30 + ((seed >>> (k * 3)) % 70);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="hsl(${b} 90% 80% / 0.35)" stroke-width="${6 + k * 4}"/>`;
    })
    .join('');
  const initials = game.name
    .split(' ')
    .filter((w) => /^[A-Z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const lines = nameLines(game.name);
  const text = lines
    .map((line, i) => `<text x="160" y="${190 + (i - (lines.length - 1)) * 24}" class="n">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE_WIDTH} ${TILE_HEIGHT}" width="${TILE_WIDTH}" height="${TILE_HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${a} 70% 42%)"/><stop offset="1" stop-color="hsl(${b} 75% 22%)"/></linearGradient>`,
    `<style>text{font-family:system-ui,sans-serif;fill:#fff;text-anchor:middle}.i{font-size:84px;font-weight:800;opacity:.9}`,
    `.n{font-size:22px;font-weight:700}</style></defs>`,
    `<rect width="${TILE_WIDTH}" height="${TILE_HEIGHT}" fill="url(#g)"/>${rings}`,
    `<text x="160" y="${lines.length > 1 ? 112 : 124}" class="i">${escapeXml(initials)}</text>${text}</svg>`,
  ].join('');
}
