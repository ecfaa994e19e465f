/**
 * Writes src/protocol/data/commonPasswords.txt: the 10,000 most common
 * passwords that the length rule alone would let through (8 to 128
 * characters), in frequency order, lower case, one a line. The source is the
 * ranked list of @zxcvbn-ts/language-common (MIT), so the meter and the
 * server's refusal agree on what "common" is. Run after upgrading that
 * package: `npx tsx scripts/commonPasswords.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/protocol/constants/auth';
import { COMMON_PASSWORDS_COUNT, normalisePassword } from '../src/protocol/commonPasswords';

const ranked = dictionary['passwords-common'] as readonly string[];
const kept: string[] = [];
const seen = new Set<string>();
for (const word of ranked) {
  const normal = normalisePassword(word);
  if (normal.length < PASSWORD_MIN_LENGTH || normal.length > PASSWORD_MAX_LENGTH || seen.has(normal)) continue;
  seen.add(normal);
  kept.push(normal);
  if (kept.length === COMMON_PASSWORDS_COUNT) break;
}
writeFileSync(new URL('../src/protocol/data/commonPasswords.txt', import.meta.url), kept.join('\n') + '\n');
console.log(`wrote ${kept.length} passwords`);
