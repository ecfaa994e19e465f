import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationCurrency } from '../../protocol/schemas/auth';
import { useRegistrationCurrencies, type Lookup } from './useSessionLookup';

export interface CurrencyChoice {
  readonly offer: Lookup<{ readonly currencies: readonly RegistrationCurrency[]; readonly default: string }>;
  /** ISO code the registration sends; null while the list is loading or when it failed (the server's default then applies). */
  readonly chosen: string | null;
  readonly choose: (iso: string) => void;
}

/** The currency of the new main account: the server's list, its default (the visitor's geo currency) chosen first. */
export function useCurrencyChoice(): CurrencyChoice {
  const offer = useRegistrationCurrencies();
  const [picked, setPicked] = useState<string | null>(null);
  return { offer, chosen: offer.status === 'ready' ? (picked ?? offer.value.default) : null, choose: setPicked };
}

/** SPEC 3 Registration currency: a labelled select; while loading it says so, and a failed list says the default applies. */
export function CurrencySelect({ choice }: { choice: CurrencyChoice }) {
  const { t } = useTranslation();
  const id = useId();
  const { offer } = choice;
  if (offer.status === 'failed') {
    return (
      <p className="session-hint" data-testid="currency-default">
        {t('session.register.currency_failed')}
      </p>
    );
  }
  return (
    <div className="session-field">
      <label htmlFor={id}>{t('session.register.currency')}</label>
      <select
        id={id}
        name="currency"
        data-testid="field-currency"
        disabled={offer.status === 'loading'}
        aria-busy={offer.status === 'loading'}
        value={choice.chosen ?? ''}
        onChange={(event) => choice.choose(event.target.value)}
      >
        {offer.status === 'loading' ? (
          <option value="">{t('session.register.currency_loading')}</option>
        ) : (
          offer.value.currencies.map((c) => (
            <option key={c.iso} value={c.iso}>
              {c.symbol && c.symbol !== c.iso ? `${c.iso} (${c.symbol})` : c.iso}
            </option>
          ))
        )}
      </select>
    </div>
  );
}
