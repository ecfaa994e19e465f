/**
 * A team's mark without a logo: its initials on two colours taken from its
 * name, the same name always giving the same colours (a hash, no randomness),
 * and the ink chosen (white or near-black, darkening the colour if neither
 * reads) so the initials keep a WCAG contrast of at least 4.5:1.
 */
export interface TeamColours {
  readonly background: string;
  readonly stripe: string;
  readonly ink: string;
}

/** FNV-1a over the UTF-16 code units: small, fast, and well spread for short names. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hslToRgb(h: number, s: number, l: number): readonly [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function hex(rgb: readonly [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour as the page will paint it (8 bits a channel): contrast is checked on this, not on the exact value. */
function painted(rgb: readonly [number, number, number]): readonly [number, number, number] {
  return [Math.round(rgb[0] * 255) / 255, Math.round(rgb[1] * 255) / 255, Math.round(rgb[2] * 255) / 255];
}

function luminanceOf(rgb: readonly [number, number, number]): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
}

/** WCAG 2 contrast ratio of two luminances. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const WHITE = 1;
const INK_DARK = '#101418';
const INK_DARK_LUMINANCE = luminanceOf([16 / 255, 20 / 255, 24 / 255]);

export function teamColours(name: string): TeamColours {
  const hash = nameHash(name.trim().toLowerCase());
  const hue = hash % 360;
  const saturation = 0.5 + ((hash >>> 9) % 30) / 100;
  let lightness = 0.3 + ((hash >>> 17) % 30) / 100;
  let rgb = painted(hslToRgb(hue, saturation, lightness));
  let ink = '#ffffff';
  for (;;) {
    const l = luminanceOf(rgb);
    if (contrastRatio(l, WHITE) >= 4.5) break;
    if (contrastRatio(l, INK_DARK_LUMINANCE) >= 4.5) {
      ink = INK_DARK;
      break;
    }
    // Neither ink reads on a middle tone: a darker shade of the same colour does, for white.
    lightness -= 0.04;
    rgb = painted(hslToRgb(hue, saturation, lightness));
  }
  const stripe = hex(hslToRgb((hue + 40 + ((hash >>> 5) % 140)) % 360, 0.65, 0.5));
  return { background: hex(rgb), stripe, ink };
}

/** Up to two letters: the first of the first two words, or the first two of a single word. */
export function teamInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first = '', second] = words;
  const letters = second ? [...first].slice(0, 1).concat([...second].slice(0, 1)) : [...first].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}
