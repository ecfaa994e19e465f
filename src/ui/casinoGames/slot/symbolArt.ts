/**
 * The symbol art of each theme a catalogue entry may name: a shape and a
 * colour for the wild, the scatter and the four high symbols, and the card
 * ranks of the five low symbols in the theme's colours. Game art, so its
 * colours are its own and the same in the light and the dark theme; the
 * game's controls around it use the design tokens.
 */
const SHAPES = {
  circle: 'M50 16A34 34 0 1 1 49.9 16Z',
  diamond: 'M50 8L88 50L50 92L12 50Z',
  star: 'M50 8L61 38L93 38L67 57L77 89L50 70L23 89L33 57L7 38L39 38Z',
  heart: 'M50 88L15 52A19 19 0 0 1 50 24A19 19 0 0 1 85 52Z',
  triangle: 'M50 10L91 88L9 88Z',
  hex: 'M50 8L87 29L87 71L50 92L13 71L13 29Z',
  drop: 'M50 8C70 40 82 54 82 66A32 32 0 0 1 18 66C18 54 30 40 50 8Z',
  cherry: [
    'M14 66A16 16 0 1 0 46 66A16 16 0 1 0 14 66Z',
    'M54 70A16 16 0 1 0 86 70A16 16 0 1 0 54 70Z',
    'M28 50Q40 14 74 10L76 16Q50 22 34 52Z',
    'M66 54Q66 30 72 14L78 16Q72 32 72 54Z',
  ].join(''),
  book: 'M12 20L48 28L48 90L12 82ZM52 28L88 20L88 82L52 90Z',
  fish: 'M8 50Q40 14 72 50Q40 86 8 50ZM70 50L94 30L94 70Z',
  shell: 'M50 90L12 42A40 40 0 0 1 88 42Z',
  ellipse: 'M10 50A40 28 0 1 0 90 50A40 28 0 1 0 10 50Z',
} as const;

export type ShapeName = keyof typeof SHAPES;

interface Drawn {
  readonly shape: ShapeName;
  readonly fill: string;
}

export interface ThemeArt {
  /** The reels' background behind the symbols. */
  readonly reelBg: string;
  readonly wild: string;
  readonly scatter: Drawn;
  readonly high: readonly [Drawn, Drawn, Drawn, Drawn];
  /** The card ranks' colours, A K Q J 10. */
  readonly low: readonly [string, string, string, string, string];
}

export const THEME_ART: Readonly<Record<string, ThemeArt>> = {
  book: {
    reelBg: '#2b1d0e',
    wild: '#e0b341',
    scatter: { shape: 'book', fill: '#c9762b' },
    high: [
      { shape: 'star', fill: '#f2c94c' },
      { shape: 'triangle', fill: '#d9a05b' },
      { shape: 'circle', fill: '#eb7a34' },
      { shape: 'hex', fill: '#9b6bd1' },
    ],
    low: ['#f2d98c', '#7fb3e0', '#e07f7f', '#8fd19e', '#d1a6e8'],
  },
  fruit: {
    reelBg: '#1f2f57',
    wild: '#ff5fa2',
    scatter: { shape: 'star', fill: '#ffd23f' },
    high: [
      { shape: 'cherry', fill: '#e3262f' },
      { shape: 'ellipse', fill: '#f7e03c' },
      { shape: 'circle', fill: '#8e44ad' },
      { shape: 'heart', fill: '#ff7b39' },
    ],
    low: ['#9ad0ff', '#b5f29a', '#ffb3c6', '#ffe08a', '#d7c2ff'],
  },
  gems: {
    reelBg: '#141a2e',
    wild: '#f5f5f5',
    scatter: { shape: 'hex', fill: '#ffcf40' },
    high: [
      { shape: 'diamond', fill: '#e8364f' },
      { shape: 'diamond', fill: '#2fbf71' },
      { shape: 'diamond', fill: '#3a8dff' },
      { shape: 'diamond', fill: '#b15cff' },
    ],
    low: ['#ffd3dc', '#c6f5dd', '#cfe2ff', '#ead6ff', '#fff1c4'],
  },
  ocean: {
    reelBg: '#06304a',
    wild: '#3fe0d0',
    scatter: { shape: 'circle', fill: '#f1ede4' },
    high: [
      { shape: 'fish', fill: '#ff8c42' },
      { shape: 'shell', fill: '#f6b5c9' },
      { shape: 'star', fill: '#ffb830' },
      { shape: 'drop', fill: '#5ec8ff' },
    ],
    low: ['#b8f3ff', '#9fe8c9', '#ffd6a5', '#cde7ff', '#f3d1ff'],
  },
};

/** The art of a theme the slot does not draw: the gems. */
export const artOf = (theme: string): ThemeArt => THEME_ART[theme] ?? (THEME_ART['gems'] as ThemeArt);

export const shapePath = (shape: ShapeName): string => SHAPES[shape];

/** What a symbol looks like: a shape, or a card rank for a low symbol, or the wild's word. */
export type SymbolLook =
  | { readonly kind: 'shape'; readonly shape: ShapeName; readonly fill: string }
  | { readonly kind: 'rank'; readonly rank: string; readonly fill: string }
  | { readonly kind: 'wild'; readonly fill: string };

const RANKS = ['A', 'K', 'Q', 'J', '10'];

/** A symbol's look by its name in the table (wild, scatter, high1..high4, low1..low5). */
export function lookOf(art: ThemeArt, name: string): SymbolLook {
  if (name === 'wild') return { kind: 'wild', fill: art.wild };
  if (name === 'scatter') return { kind: 'shape', ...art.scatter };
  const n = Number(name.slice(name.length - 1)) - 1;
  if (name.startsWith('high')) return { kind: 'shape', ...(art.high[n] ?? art.high[0]) };
  return { kind: 'rank', rank: RANKS[n] ?? '?', fill: art.low[n] ?? art.low[0] };
}
