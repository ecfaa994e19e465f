import { useEffect, useRef } from 'react';
import { planPreferenceCookies } from '../../../core/preferences/cookies';
import { COOKIES } from '../../../protocol/routes';
import { useDispatch, useProjectionSelector } from '../../core-access/coreContext';
import { readCookies, writeCookie } from '../browserFacts';

/**
 * Keeps cookies_agree_type, hide_left and hide_right in step with the
 * preferences the worker pushes (the rule is core's planPreferenceCookies):
 * the store decides, the cookies follow, so every tab writes the same thing.
 * At the tab's first push a store that lost the visitor's answer takes it
 * back from the cookie. `onAdoptFailed` hears when that was refused.
 */
export function usePreferenceCookies(onAdoptFailed: () => void): void {
  const dispatch = useDispatch();
  const agree = useProjectionSelector('preferences', (p) => p.cookiesAgreeType);
  const left = useProjectionSelector('preferences', (p) => p.leftSectionHidden);
  const right = useProjectionSelector('preferences', (p) => p.rightSectionHidden);
  const booted = useRef(false);
  const adoptFailed = useRef(onAdoptFailed);
  adoptFailed.current = onAdoptFailed;

  useEffect(() => {
    if (agree === undefined || left === undefined || right === undefined) return;
    const plan = planPreferenceCookies(
      { cookiesAgreeType: agree, leftSectionHidden: left, rightSectionHidden: right },
      readCookies(),
      !booted.current,
    );
    booted.current = true;
    for (const [name, value] of Object.entries(plan.write)) writeCookie(name, value);
    for (const name of plan.remove) writeCookie(name, '', 0);
    if (!plan.adopt) return;
    const forget = () => {
      // A cookie the store will not take is no answer: ask the visitor again.
      writeCookie(COOKIES.cookiesAgreeType, '', 0);
      adoptFailed.current();
    };
    dispatch({ type: 'preferences/set', payload: plan.adopt }).then((answer) => {
      if ('rejected' in answer) forget();
    }, forget);
  }, [agree, left, right, dispatch]);
}
