import { useEffect, useState } from 'react';
import type { PhoneCountry, PhoneMask, RegistrationCurrency, SocialProvider } from '../../protocol/schemas/auth';
import { useSessionRequest } from './useSession';

export type Lookup<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'failed' };

export interface PhoneCatalogue {
  readonly countries: readonly PhoneCountry[];
  readonly masks: readonly PhoneMask[];
}

/** SPEC 3 Phone country and Phone mask, from the server through the worker (which keeps them once loaded). */
export function usePhoneCountries(): Lookup<PhoneCatalogue> {
  const request = useSessionRequest();
  const [state, setState] = useState<Lookup<PhoneCatalogue>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void request({ kind: 'phoneCountries' }).then((answer) => {
      if (!live) return;
      if ('outcome' in answer && answer.outcome.kind === 'phoneCountries')
        setState({ status: 'ready', value: { countries: answer.outcome.countries, masks: answer.outcome.masks } });
      else setState({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [request]);
  return state;
}

/** The social providers this site offers (the sign-in buttons). */
export function useSocialProviders(): Lookup<readonly SocialProvider[]> {
  const request = useSessionRequest();
  const [state, setState] = useState<Lookup<readonly SocialProvider[]>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void request({ kind: 'socialProviders' }).then((answer) => {
      if (!live) return;
      if ('outcome' in answer && answer.outcome.kind === 'socialProviders') setState({ status: 'ready', value: answer.outcome.providers });
      else setState({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [request]);
  return state;
}

/** The currencies a registration may choose and the visitor's default (SPEC 3 Registration currency). */
export function useRegistrationCurrencies(): Lookup<{ readonly currencies: readonly RegistrationCurrency[]; readonly default: string }> {
  const request = useSessionRequest();
  const [state, setState] = useState<Lookup<{ readonly currencies: readonly RegistrationCurrency[]; readonly default: string }>>({
    status: 'loading',
  });
  useEffect(() => {
    let live = true;
    void request({ kind: 'registrationCurrencies' }).then((answer) => {
      if (!live) return;
      if ('outcome' in answer && answer.outcome.kind === 'registrationCurrencies')
        setState({ status: 'ready', value: { currencies: answer.outcome.currencies, default: answer.outcome.default } });
      else setState({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [request]);
  return state;
}
