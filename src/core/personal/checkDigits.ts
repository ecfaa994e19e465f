/**
 * The control digits of the tax numbers the document table knows. Each takes
 * the digits as a string of 0-9 of the right length (the format regex runs
 * first) and answers whether its control digit(s) match.
 */

const digitsOf = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0) - 48);

const weighted = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** RU INN's control digit over the leading digits with `weights`: the weighted sum mod 11, then mod 10. */
export function innControl(digits: readonly number[], weights: readonly number[]): number {
  return (weighted(digits, weights) % 11) % 10;
}

/** RU INN: 10 digits (an organisation, one control digit) or 12 (a person, two). */
export function innValid(inn: string): boolean {
  const d = digitsOf(inn);
  if (d.length === 10) return innControl(d, INN10_WEIGHTS) === d[9];
  if (d.length === 12) return innControl(d, INN12_FIRST_WEIGHTS) === d[10] && innControl(d, INN12_SECOND_WEIGHTS) === d[11];
  return false;
}

/** DE Steuerliche Identifikationsnummer: ISO 7064 MOD 11,10 over the first ten digits. */
export function steuerIdControl(first10: readonly number[]): number {
  let product = 10;
  for (const digit of first10.slice(0, 10)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const control = 11 - product;
  return control === 10 ? 0 : control;
}

/**
 * DE Steuer-IdNr's shape beyond 11 digits: no leading zero, and in the first
 * ten exactly one digit repeats (twice, or three times but never three in a
 * row) while the others appear at most once.
 */
export function steuerIdShapeValid(id: string): boolean {
  const d = digitsOf(id);
  if (d.length !== 11 || d[0] === 0) return false;
  const first10 = d.slice(0, 10);
  const counts = new Map<number, number>();
  for (const x of first10) counts.set(x, (counts.get(x) ?? 0) + 1);
  const repeated = [...counts.entries()].filter(([, n]) => n > 1);
  if (repeated.length !== 1) return false;
  const [digit, times] = repeated[0] ?? [0, 0];
  if (times > 3) return false;
  if (times === 3)
    for (let i = 0; i + 2 < 10; i++) if (first10[i] === digit && first10[i + 1] === digit && first10[i + 2] === digit) return false;
  return true;
}

export function steuerIdValid(id: string): boolean {
  const d = digitsOf(id);
  return steuerIdShapeValid(id) && steuerIdControl(d) === d[10];
}
