import type { PersonalErrorCode } from '../../protocol/constants/personalData';

/** SPEC 3 Phone mask: the digit counts a country's numbers take (CountryId, Mask, Min, Max). */
export interface PhoneMaskRule {
  readonly CountryId: number;
  readonly Mask: string;
  readonly Min: number;
  readonly Max: number;
}

/** Without a mask for the country: the shortest and longest national number ITU E.164 allows for. */
export const PHONE_DIGITS_WITHOUT_MASK = { min: 4, max: 14 } as const;

/** The mask of a country among the operator's masks (the registration's list), or null. */
export function phoneMaskOf(countryId: number, masks: readonly PhoneMaskRule[]): PhoneMaskRule | null {
  return masks.find((m) => m.CountryId === countryId) ?? null;
}

/** Null when `digits` (the national number, no code) fit the country's mask, else why not. */
export function phoneNumberProblem(mask: PhoneMaskRule | null, digits: string): PersonalErrorCode | null {
  if (digits.length === 0) return 'required';
  if (!/^\d+$/.test(digits)) return 'digits_only';
  const min = mask?.Min ?? PHONE_DIGITS_WITHOUT_MASK.min;
  const max = mask?.Max ?? PHONE_DIGITS_WITHOUT_MASK.max;
  if (digits.length < min || digits.length > max) return 'phone_length';
  return null;
}
