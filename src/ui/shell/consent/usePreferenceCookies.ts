import { useEffect, useRef, useState } from 'react';
import { COOKIES } from '../../../protocol/routes';
import { useCore, useProjectionSelector } from '../../core-access/coreContext';
import { readCookies, writeCookie, writeReferralCookie } from '../browserFacts';

/**
 * Keeps cookies_agree_type, hide_left, hide_right and the other cookies
 * SPEC 9 declares (is12h, tzo, seo_host, app_view_type, markets_name_type,
 * isChampsGroupedByCountry) in step with the preferences the worker pushes
 * (the worker adds the config's clock by geo): the tab sends its cookies and
 * host, the worker plans what to write (and, at the tab's first push, takes
 * back an answer a cookie remembers that the store lost), the tab writes it.
 * Answers whether that first plan has come back: until then a remembered
 * answer may still be adopted, so the question waits. Without an answer's
 * cookie there is nothing to adopt, and the question need not wait (on a
 * phone that round trip put off the page's largest paint, the question, for
 * a first visit). `onAdoptFailed` hears when the store refused the cookie's
 * answer.
 */
export function usePreferenceCookies(onAdoptFailed: () => void): { readonly settled: boolean } {
  const core = useCore();
  // Every preference a cookie mirrors (SPEC 9): the worker's plan says which; a change of any other costs one cheap question.
  const prefs = useProjectionSelector('preferences', (p) => p);
  const booted = useRef(false);
  const [settled, setSettled] = useState(() => readCookies()[COOKIES.cookiesAgreeType] === undefined);
  const adoptFailed = useRef(onAdoptFailed);
  adoptFailed.current = onAdoptFailed;

  useEffect(() => {
    if (prefs === undefined) return;
    const boot = !booted.current;
    booted.current = true;
    let current = true;
    void core.ask('preferenceCookies', { cookies: readCookies(), boot, host: location.hostname }).then(
      (plan) => {
        if (!current) return;
        for (const [name, value] of Object.entries(plan.write)) writeCookie(name, value);
        for (const name of plan.remove) writeCookie(name, '', 0);
        if (plan.adopted === 'refused') adoptFailed.current();
        setSettled(true);
      },
      () => setSettled(true),
    );
    // A landing's referral cookies wait in the worker for the yes to all cookies: a changed answer may release them.
    if (!boot)
      void core.ask('referralCookies', { search: '' }).then(
        ({ write }) => {
          for (const cookie of write) writeReferralCookie(cookie);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [prefs, core]);
  return { settled };
}
