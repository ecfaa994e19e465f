import { planPreferenceCookies } from '../../src/core/preferences/cookies';
import { routeShapeOf } from '../../src/core/routing/meta';
import type { ProjectionName, ProjectionValues, QueryInput, QueryName, QueryOutput } from '../../src/protocol/api';
import { insuranceQuote } from '../../src/worker/coupon/cashOut';
import { DEFAULT_PREFERENCES, type PreferenceCookiePlan } from '../../src/protocol/preferences';
import { isRejection } from '../../src/protocol/rejections';
import { COOKIES } from '../../src/protocol/routes';
import type { CommandInput } from '../../src/ui/core-access/coreContext';

interface FakeWithQueries {
  dispatch(command: CommandInput): Promise<unknown>;
  getSnapshot<N extends ProjectionName>(name: N): ProjectionValues[N] | undefined;
}

/**
 * A fake core's `ask`, as the worker answers it: a query goes to the fake's
 * method of the same name when it has one (reloadSiteConfig, resolveRoute,
 * loadInfoPage...); the cookie plan and the insurance quote run the
 * worker's own rules on the projections the fake holds.
 */
export async function fakeAsk<Q extends QueryName>(core: FakeWithQueries, name: Q, input: QueryInput<Q>): Promise<QueryOutput<Q>> {
  if (name === 'preferenceCookies') {
    const { cookies, boot } = input as QueryInput<'preferenceCookies'>;
    const plan = planPreferenceCookies(core.getSnapshot('preferences') ?? DEFAULT_PREFERENCES, cookies, boot);
    let answer: PreferenceCookiePlan = { write: plan.write, remove: plan.remove, adopted: 'none' };
    if (plan.adopt) {
      const done = await core.dispatch({ type: 'preferences/set', payload: plan.adopt });
      answer = isRejection(done as never)
        ? { write: {}, remove: [COOKIES.cookiesAgreeType], adopted: 'refused' }
        : { write: {}, remove: [], adopted: 'adopted' };
    }
    return answer as QueryOutput<Q>;
  }
  if (name === 'routeShape') return routeShapeOf((input as QueryInput<'routeShape'>).pathname) as QueryOutput<Q>;
  if (name === 'insuranceQuote') {
    const { couponId, amount } = input as QueryInput<'insuranceQuote'>;
    const offer = core.getSnapshot('myBets')?.items.find((c) => c.id === couponId)?.offer ?? null;
    return insuranceQuote(offer, amount) as QueryOutput<Q>;
  }
  const method = (core as unknown as Record<string, unknown>)[name];
  if (typeof method !== 'function') throw new Error(`this fake core does not answer the query ${name}`);
  const arg = name === 'reloadSiteConfig' ? (input as QueryInput<'reloadSiteConfig'>).lang : input;
  return (method as (input: unknown) => Promise<QueryOutput<Q>>).call(core, arg);
}
