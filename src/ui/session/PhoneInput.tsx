import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatByMask, maskOf, phoneProblem, showTelCode, telCodeDigits } from './phone';
import type { PhoneCountry } from '../../protocol/schemas/auth';
import type { PhoneCatalogue } from './useSessionLookup';
import { usePhoneCountries } from './useSessionLookup';

/** What a phone field holds: the chosen country (by id) and the digits typed. */
export interface PhoneValue {
  readonly countryId: number | null;
  readonly digits: string;
}

export const EMPTY_PHONE: PhoneValue = { countryId: null, digits: '' };

/** The chosen country of the catalogue: the one picked, else the first (the server orders them). */
export function countryOf(catalogue: PhoneCatalogue | null, value: PhoneValue): PhoneCountry | null {
  if (!catalogue) return null;
  return catalogue.countries.find((c) => c.id === value.countryId) ?? catalogue.countries[0] ?? null;
}

/** The phone as the auth calls take it, or the translation key of what is wrong with it. */
export function readPhone(
  catalogue: PhoneCatalogue | null,
  value: PhoneValue,
): { ok: true; phoneCode: string; phone: string } | { ok: false; problem: string } {
  const country = countryOf(catalogue, value);
  if (!catalogue || !country) return { ok: false, problem: 'session.field.phone_countries_missing' };
  const problem = phoneProblem(maskOf(country, catalogue.masks), value.digits);
  if (problem) return { ok: false, problem: `session.field.${problem}` };
  return { ok: true, phoneCode: telCodeDigits(country.tel_code), phone: value.digits };
}

/** The player's language's name of a country, else the server's (English) name. */
function countryName(lang: string, country: PhoneCountry): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country.country_code) ?? country.name;
  } catch {
    return country.name;
  }
}

/**
 * A phone number: the country (SPEC 3 Phone country, from the server) and the
 * digits, checked against its mask (SPEC 3 Phone mask). The code shows with
 * one leading plus (SPEC 5).
 */
export function PhoneInput(props: {
  catalogue: PhoneCatalogue | null;
  value: PhoneValue;
  error: string | null;
  onChange: (value: PhoneValue) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { catalogue, value } = props;
  const country = countryOf(catalogue, value);
  const mask = country && catalogue ? maskOf(country, catalogue.masks) : null;
  const options = useMemo(
    () => (catalogue?.countries ?? []).map((c) => ({ id: c.id, label: `${countryName(i18n.language, c)} ${showTelCode(c.tel_code)}` })),
    [catalogue, i18n.language],
  );
  const errorId = `${id}-error`;
  const maskId = `${id}-mask`;
  return (
    <div className="session-field">
      <label htmlFor={id}>{t('session.field.phone')}</label>
      <div className="session-phone">
        <select
          aria-label={t('session.field.phone_country')}
          data-testid="field-phone-country"
          value={country?.id ?? ''}
          disabled={!catalogue}
          onChange={(e) => props.onChange({ ...value, countryId: Number(e.target.value) })}
        >
          {!catalogue && <option value="">{t('session.field.phone_countries_loading')}</option>}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="tel-national"
          data-testid="field-phone"
          placeholder={mask ? mask.Mask.replace(/#/g, '0') : undefined}
          value={value.digits}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={[props.error ? errorId : null, mask ? maskId : null].filter(Boolean).join(' ') || undefined}
          onChange={(e) => props.onChange({ ...value, digits: e.target.value.replace(/[\s()\-+]/g, '') })}
        />
      </div>
      {mask && value.digits !== '' && (
        <p id={maskId} className="session-hint" data-testid="phone-formatted">
          {showTelCode(country?.tel_code ?? '')} {formatByMask(mask.Mask, value.digits)}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="session-field__error" role="alert" data-testid="error-phone">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The catalogue for a form: null while it loads; a failure is told in the field. */
export function usePhoneCatalogue(): { catalogue: PhoneCatalogue | null; failed: boolean } {
  const lookup = usePhoneCountries();
  return { catalogue: lookup.status === 'ready' ? lookup.value : null, failed: lookup.status === 'failed' };
}
