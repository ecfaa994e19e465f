import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { BlackjackTable } from '../../../protocol/casino/blackjack';

/** Every value of a rule set, object fields in a fixed order, as one text. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const fields = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${fields.map(([field, v]) => `${JSON.stringify(field)}:${canonical(v)}`).join(',')}}`;
}

/** A rule set's fingerprint (SHA-256 of its canonical text, 16 hex digits): the key its stored return is filed under. */
export function rulesKey(table: BlackjackTable): string {
  return bytesToHex(sha256(utf8ToBytes(canonical(table)))).slice(0, 16);
}
