import { useEffect, useRef, useState } from 'react';
import { useCore, useProjectionSelector } from '../../core-access/coreContext';
import { readCookies, writeCookie } from '../browserFacts';

/**
 * Keeps cookies_agree_type, hide_left and hide_right in step with the
 * preferences the worker pushes: the tab sends its cookies, the worker plans
 * what to write (and, at the tab's first push, takes back an answer a cookie
 * remembers that the store lost), the tab writes it. Answers whether that
 * first plan has come back: until then a remembered answer may still be
 * adopted, so the question waits. `onAdoptFailed` hears when the store
 * refused the cookie's answer.
 */
export function usePreferenceCookies(onAdoptFailed: () => void): { readonly settled: boolean } {
  const core = useCore();
  const agree = useProjectionSelector('preferences', (p) => p.cookiesAgreeType);
  const left = useProjectionSelector('preferences', (p) => p.leftSectionHidden);
  const right = useProjectionSelector('preferences', (p) => p.rightSectionHidden);
  const booted = useRef(false);
  const [settled, setSettled] = useState(false);
  const adoptFailed = useRef(onAdoptFailed);
  adoptFailed.current = onAdoptFailed;

  useEffect(() => {
    if (agree === undefined || left === undefined || right === undefined) return;
    const boot = !booted.current;
    booted.current = true;
    let current = true;
    void core.ask('preferenceCookies', { cookies: readCookies(), boot }).then(
      (plan) => {
        if (!current) return;
        for (const [name, value] of Object.entries(plan.write)) writeCookie(name, value);
        for (const name of plan.remove) writeCookie(name, '', 0);
        if (plan.adopted === 'refused') adoptFailed.current();
        setSettled(true);
      },
      () => setSettled(true),
    );
    return () => {
      current = false;
    };
  }, [agree, left, right, core]);
  return { settled };
}
