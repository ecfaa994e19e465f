import { randomInt } from 'node:crypto';

/**
 * The captcha picture: the question drawn as jittered strokes, never as text
 * (an SVG <text> would hand the characters to any script that reads the
 * image), over crossing curves and dots, the whole warped by a turbulence
 * displacement filter. Each challenge draws differently.
 */

type Stroke = readonly (readonly [number, number])[];

/** A stroke font on a 10 x 16 box. */
const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  '0': [
    [
      [5, 0],
      [9, 2],
      [10, 8],
      [9, 14],
      [5, 16],
      [1, 14],
      [0, 8],
      [1, 2],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2, 3],
      [5, 0],
      [5, 16],
    ],
    [
      [2, 16],
      [8, 16],
    ],
  ],
  '2': [
    [
      [0, 3],
      [3, 0],
      [7, 0],
      [10, 3],
      [10, 6],
      [0, 16],
      [10, 16],
    ],
  ],
  '3': [
    [
      [0, 1],
      [10, 0],
      [4, 7],
      [8, 8],
      [10, 11],
      [8, 15],
      [4, 16],
      [0, 14],
    ],
  ],
  '4': [
    [
      [8, 16],
      [8, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [10, 0],
      [1, 0],
      [0, 7],
      [6, 6],
      [10, 9],
      [9, 14],
      [5, 16],
      [0, 14],
    ],
  ],
  '6': [
    [
      [9, 1],
      [5, 0],
      [1, 4],
      [0, 10],
      [2, 15],
      [6, 16],
      [9, 13],
      [9, 10],
      [6, 8],
      [2, 9],
      [0, 11],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 8],
      [1, 6],
      [1, 2],
      [5, 0],
      [9, 2],
      [9, 6],
      [5, 8],
      [0, 11],
      [1, 15],
      [5, 16],
      [9, 15],
      [10, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [1, 15],
      [5, 16],
      [9, 12],
      [10, 6],
      [8, 1],
      [4, 0],
      [1, 3],
      [1, 6],
      [4, 8],
      [8, 7],
      [10, 5],
    ],
  ],
  '+': [
    [
      [5, 3],
      [5, 13],
    ],
    [
      [0, 8],
      [10, 8],
    ],
  ],
  '-': [
    [
      [0, 8],
      [10, 8],
    ],
  ],
  '=': [
    [
      [0, 5],
      [10, 5],
    ],
    [
      [0, 11],
      [10, 11],
    ],
  ],
  '?': [
    [
      [1, 3],
      [4, 0],
      [8, 0],
      [10, 3],
      [9, 6],
      [5, 9],
      [5, 12],
    ],
    [
      [5, 15],
      [5, 16],
    ],
  ],
};

const WIDTH = 200;
const HEIGHT = 60;

/** A number in [min, max] with 0.1 steps, from the crypto source. */
function between(min: number, max: number): number {
  return min + randomInt(0, Math.round((max - min) * 10) + 1) / 10;
}

const round = (n: number) => Math.round(n * 10) / 10;

function glyphPath(strokes: readonly Stroke[], x: number, y: number, scale: number, angle: number): string {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return strokes
    .map((stroke) =>
      stroke
        .map(([gx, gy], i) => {
          // Each point moves a little, and the glyph turns about its centre.
          const px = (gx - 5 + between(-0.8, 0.8)) * scale;
          const py = (gy - 8 + between(-0.8, 0.8)) * scale;
          return `${i === 0 ? 'M' : 'L'}${round(x + px * cos - py * sin)} ${round(y + px * sin + py * cos)}`;
        })
        .join(''),
    )
    .join('');
}

/** The SVG (as a data URL) of `question`, e.g. "12 - 5 = ?": only the characters GLYPHS knows, spaces skipped. */
export function captchaSvg(question: string): string {
  const chars = [...question].filter((c) => c !== ' ');
  for (const c of chars) if (!GLYPHS[c]) throw new Error(`captcha glyph missing for "${c}"`);
  const step = (WIDTH - 24) / chars.length;
  const glyphs = chars
    .map((c, i) => {
      const x = 12 + step * (i + 0.5) + between(-2, 2);
      const y = HEIGHT / 2 + between(-5, 5);
      const d = glyphPath(GLYPHS[c] as readonly Stroke[], x, y, between(1.6, 2.1), between(-0.35, 0.35));
      const width = between(2, 2.8);
      return `<path d="${d}" fill="none" stroke="#1f2a44" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  const curves = Array.from({ length: 5 }, () => {
    const [x1, y1, cx, cy, x2, y2] = [
      randomInt(0, 30),
      randomInt(5, HEIGHT - 5),
      randomInt(40, 160),
      randomInt(0, HEIGHT),
      randomInt(170, WIDTH),
      randomInt(5, HEIGHT - 5),
    ];
    return `<path d="M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}" fill="none" stroke="#5b6b8c" stroke-width="${between(1, 2)}" opacity="0.7"/>`;
  }).join('');
  const dots = Array.from(
    { length: 40 },
    () => `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="${between(0.5, 1.6)}" fill="#40507a"/>`,
  ).join('');
  const seed = randomInt(1, 10_000);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><filter id="w"><feTurbulence type="fractalNoise" baseFrequency="0.03 0.09" numOctaves="2" seed="${seed}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${randomInt(5, 9)}" xChannelSelector="R" yChannelSelector="G"/></filter></defs>` +
    `<rect width="100%" height="100%" fill="#eef1f7"/><g filter="url(#w)">${curves}${glyphs}${dots}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
