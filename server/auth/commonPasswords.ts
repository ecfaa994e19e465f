import { readFileSync } from 'node:fs';
import { isCommonPassword, parseCommonPasswords } from '../../src/protocol/commonPasswords';

let list: ReadonlySet<string> | null = null;

/** The bundled list, read once on first use (a 92 kB file: not worth a start-up cost for servers that never set a password). */
function commonPasswords(): ReadonlySet<string> {
  list ??= parseCommonPasswords(readFileSync(new URL('../../src/protocol/data/commonPasswords.txt', import.meta.url), 'utf8'));
  return list;
}

export function isBreachedPassword(plain: string): boolean {
  return isCommonPassword(plain, commonPasswords());
}
