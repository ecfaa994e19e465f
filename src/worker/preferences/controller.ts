import { twelveHourByGeo } from '../../core/format/clock';
import { planPreferenceCookies } from '../../core/preferences/cookies';
import type { QueryInput } from '../../protocol/api';
import type { PreferenceCookiePlan } from '../../protocol/preferences';
import { isRejection } from '../../protocol/rejections';
import { COOKIES } from '../../protocol/routes';
import type { Controller, ControllerLink } from '../runtime/controller';

/**
 * The preferences' one effect: the cookies that mirror them (cookies_agree_type,
 * hide_left, hide_right and the other display cookies of SPEC 9). A worker cannot touch cookies, so a tab sends the
 * ones it has and writes what this plans (core's planPreferenceCookies); a
 * fresh store adopts the visitor's answer a cookie remembers.
 */
export class PreferencesController implements Controller {
  readonly name = 'preferences';
  private link: ControllerLink | null = null;

  readonly queries = {
    preferenceCookies: async (input: QueryInput<'preferenceCookies'>): Promise<PreferenceCookiePlan> => {
      const link = this.link;
      if (!link) return { write: {}, remove: [], adopted: 'none' };
      const context = { twelveHourByGeo: twelveHourByGeo(link.config()), seoHost: input.host ?? null };
      const plan = planPreferenceCookies(link.state().preferences, input.cookies, input.boot, context);
      if (!plan.adopt) return { write: plan.write, remove: plan.remove, adopted: 'none' };
      const answer = await link.dispatch({ type: 'preferences/set', payload: plan.adopt });
      // A cookie the store will not take is no answer: it goes, and the visitor is asked again.
      return isRejection(answer)
        ? { write: {}, remove: [COOKIES.cookiesAgreeType], adopted: 'refused' }
        : { write: {}, remove: [], adopted: 'adopted' };
    },
  };

  attach(link: ControllerLink): void {
    this.link = link;
  }
}
