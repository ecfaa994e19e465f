import { LIMIT_TYPES_GATED_BY_CONFIG } from '../../protocol/constants/limits';

/**
 * SPEC 5: whether a limit type loads under the site config's
 * `availableLimitIds`. The reality check, the session limit and the deposit
 * limits load only where listed; every other type always loads. A config
 * that lists nothing gates nothing (a site that never set the field).
 */
export function isLimitOffered(limitType: number, availableLimitIds: readonly number[]): boolean {
  if (availableLimitIds.length === 0) return true;
  return !(LIMIT_TYPES_GATED_BY_CONFIG as readonly number[]).includes(limitType) || availableLimitIds.includes(limitType);
}

/** The options (or anything with a `limitType`) the config lets load, in their order. */
export function offeredOnly<T extends { readonly limitType: number }>(items: readonly T[], availableLimitIds: readonly number[]): T[] {
  return items.filter((item) => isLimitOffered(item.limitType, availableLimitIds));
}
