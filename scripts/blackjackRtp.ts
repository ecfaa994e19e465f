/**
 * Computes each blackjack rule set's exact return (src/core/casino/blackjack/rtp.ts,
 * about two seconds a table) and writes the figures the engine states, so no
 * start-up or lobby waits for it. tests/core/casino/blackjack/rtp.test.ts
 * recomputes them: change a table, run `npm run -s rtp:blackjack`, commit both.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { blackjackReturn } from '../src/core/casino/blackjack/rtp';
import { rulesKey } from '../src/core/casino/blackjack/rulesKey';
import { BLACKJACK_TABLES } from '../src/core/casino/blackjack/tables';

const lines = Object.entries(BLACKJACK_TABLES).map(([variant, table]) => {
  const figure = blackjackReturn(table);
  console.log(`${variant}: ${(figure * 100).toFixed(4)} %`);
  return `  // ${variant}\n  ${JSON.stringify(rulesKey(table))}: ${figure},`;
});

const file = `// Written by \`npm run -s rtp:blackjack\` (scripts/blackjackRtp.ts) from rtp.ts and tables.ts; do not edit.
/** Each rule set's exact return (0..1), filed under its rulesKey. */
export const BLACKJACK_RETURNS: Readonly<Record<string, number>> = {
${lines.join('\n')}
};
`;
writeFileSync(resolve(import.meta.dirname, '../src/core/casino/blackjack/returns.ts'), file);
