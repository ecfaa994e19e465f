/**
 * Fails with file:line for every line longer than Prettier's printWidth in the
 * source folders. Prettier wraps code but never a string, a comment or a
 * template literal, and oxlint has no max-len rule, so this is the check for
 * those. Markdown and JSON are left out: a Markdown table row cannot wrap,
 * and a JSON string (a translation) cannot be split.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'server', 'tests', 'e2e', 'scripts', 'bench'];
const CHECKED = /\.(ts|tsx|js|mjs|cjs|css|html|sql|sh)$/;
const { printWidth } = JSON.parse(readFileSync(join(ROOT, '.prettierrc.json'), 'utf8')) as { printWidth: number };

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (CHECKED.test(entry.name)) yield path;
  }
}

let found = 0;
for (const folder of FOLDERS) {
  for (const file of filesUnder(join(ROOT, folder))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        // Characters as a reader counts them (code points), not UTF-16 units.
        const width = [...line].length;
        if (width <= printWidth) return;
        found++;
        console.error(`${relative(ROOT, file)}:${index + 1}: ${width} characters (at most ${printWidth})`);
      });
  }
}
if (found > 0) {
  console.error(`${found} line(s) longer than ${printWidth} characters: split the string, comment or template literal.`);
  process.exit(1);
}
