import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';
import { isCommonPassword, parseCommonPasswords } from '../../protocol/commonPasswords';
import listText from '../../protocol/data/commonPasswords.txt?raw';

/**
 * The meter's estimate, in its own chunk (zxcvbn and the bundled list are
 * fetched when a password field is first typed in, never on the first load).
 * The dictionary is the server's list of common passwords, so a password the
 * meter calls common is one the server refuses.
 */
const list = parseCommonPasswords(listText);
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { common: [...list] } });

export interface Strength {
  /** 0 (guessed at once) to 4 (strong), zxcvbn's score. */
  readonly score: 0 | 1 | 2 | 3 | 4;
  /** On the server's list: it will be refused. */
  readonly breached: boolean;
}

export function estimate(password: string, userInputs: readonly string[] = []): Strength {
  const breached = isCommonPassword(password, list);
  const { score } = zxcvbn.check(password, [...userInputs]);
  return { score: breached ? 0 : score, breached };
}
