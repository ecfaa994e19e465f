/**
 * i18next picks a plural form by the `count` option alone, while a refusal's
 * params name their number after what it is (`max`, `min`, `bets`): for each
 * refusal whose text counts something, the param its noun agrees with.
 * Codes come as the core writes them (`coupon.too_many_bets`) or bare.
 */
const COUNTED_PARAM: Readonly<Record<string, string>> = {
  too_many_bets: 'max',
  too_many_bankers: 'max',
  conditional_blocks: 'min',
  one_click_clears_coupon: 'bets',
};

/** The params with `count` added for a code whose text has plural forms; a code that counts by `count` itself keeps it. */
export function withPluralCount<T extends Readonly<Record<string, unknown>>>(code: string, params: T | undefined): T & { count?: number } {
  const name = COUNTED_PARAM[code.replace(/^coupon\./, '')];
  const value = name === undefined ? Number.NaN : Number(params?.[name]);
  return (Number.isFinite(value) ? { ...params, count: value } : { ...params }) as T & { count?: number };
}
