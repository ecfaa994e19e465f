import type { CasinoOutcomeEntry } from '../../../protocol/officeCasinoHistory';

/** Longest list of values shown in one entry; the rest is counted ("+ 12"). */
const SHOWN_VALUES = 20;
/** Nested objects are read this deep ("base.scatters"); deeper structure is counted. */
const DEPTH = 2;

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);

function listText(values: readonly Scalar[]): string {
  const shown = values.slice(0, SHOWN_VALUES).map(String).join(', ');
  return values.length > SHOWN_VALUES ? `${shown} + ${values.length - SHOWN_VALUES}` : shown;
}

function entriesOf(value: unknown, key: string, depth: number): CasinoOutcomeEntry[] {
  if (isScalar(value)) return [{ key, value: String(value) }];
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) {
    const list: readonly unknown[] = value;
    return [{ key, value: list.every(isScalar) ? listText(list) : `[${list.length}]` }];
  }
  if (typeof value !== 'object') return [];
  if (depth >= DEPTH) return [{ key, value: `{${Object.keys(value).length}}` }];
  return Object.entries(value).flatMap(([k, v]) => entriesOf(v, key === '' ? k : `${key}.${k}`, depth + 1));
}

/**
 * An engine's outcome as a definition list, field by field as its schema
 * names them (keno's `hits`, a slot's `base.scatters`): the office history
 * shows every engine's rounds without knowing one of them. Lists of values
 * are spelled out (cut at SHOWN_VALUES), lists of records and deeper
 * structure counted; the in-game recall and verify panel show the rest.
 */
export function outcomeEntries(outcome: unknown): CasinoOutcomeEntry[] {
  return entriesOf(outcome, '', 0).filter((entry) => entry.key !== '');
}

/** The win as a multiple of the stake in hundredths, rounded down (0 for a free round). */
export function winMultiplier(stake: number, win: number): number {
  return stake > 0 ? Math.floor((win * 100) / stake) : 0;
}
