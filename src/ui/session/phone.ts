import type { PhoneCountry, PhoneMask } from '../../protocol/schemas/auth';

/** SPEC 5: a phone code is shown with one leading plus, whatever the server or the player typed. */
export function showTelCode(code: string): string {
  return `+${code.trim().replace(/^\++/, '')}`;
}

/** The code as the auth calls take it: digits only. */
export function telCodeDigits(code: string): string {
  return code.trim().replace(/^\++/, '');
}

/** The mask of a country (SPEC 3 Phone mask, matched by CountryId), or null when the server gave none. */
export function maskOf(country: Pick<PhoneCountry, 'id'>, masks: readonly PhoneMask[]): PhoneMask | null {
  return masks.find((m) => m.CountryId === country.id) ?? null;
}

export type PhoneProblem = 'required' | 'digits_only' | 'phone_length';

/** Null when the digits fit the country's mask (Min to Max digits; 4 to 14 without a mask), else why not. */
export function phoneProblem(mask: PhoneMask | null, digits: string): PhoneProblem | null {
  if (digits.length === 0) return 'required';
  if (!/^\d+$/.test(digits)) return 'digits_only';
  const [min, max] = mask ? [mask.Min, mask.Max] : [4, 14];
  if (digits.length < min || digits.length > max) return 'phone_length';
  return null;
}

/** The digits laid into the mask's `#` places ("(###) ###" and 1234 give "(123) 4"); extra digits follow. */
export function formatByMask(mask: string, digits: string): string {
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out + digits.slice(i);
}
