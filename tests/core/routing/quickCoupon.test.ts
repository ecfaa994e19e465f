import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/protocol/routes';

/**
 * Where the quick coupon (one-click betting's compact slip) may show (SPEC 5
 * "Quick coupon is hidden when the route does not allow it"), written out by
 * hand: the pages that list odds a click bets on. Toto and lotto take no
 * one-click bets; information, office, casino, games, promotions,
 * registration and the service pages are not betting pages.
 */
// prettier-ignore
const ALLOWED = new Set([
  'home',
  'bettingSection', 'bettingMenuSection', 'bettingSport', 'bettingChamp', 'bettingGame',
  'betsOnYour', 'topGame', 'marble', 'ufc', 'politics', 'team', 'teamGame',
  'champHome', 'champGame', 'champFinal', 'eplHome', 'eplGame', 'eplFinal', 'laligaHome', 'laligaGame', 'laligaFinal',
  'europaleagueHome', 'europaleagueGame', 'europaleagueFinal', 'iplHome', 'iplGame', 'iplFinal',
  'multi', 'champs',
  'cyberType', 'cyberMain', 'cyberAll', 'cyberDiscipline', 'cyberDisciplineChamps', 'cyberDisciplineSection', 'cyberChamp', 'cyberGame',
]);

describe('the quick coupon flag of the route table', () => {
  it('allows exactly the betting pages', () => {
    const allowed = ROUTES.filter((r) => r.meta.quickCoupon === true).map((r) => r.id);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it('hides it on the pages where a one-click bet has nothing to click or is out of place', () => {
    const byId = new Map<string, (typeof ROUTES)[number]>(ROUTES.map((r) => [r.id, r]));
    for (const id of ['toto', 'lotto', 'registration', 'contacts', 'rules', 'office', 'officeHistory', 'slots', 'casinoLobby']) {
      expect(byId.get(id)?.meta.quickCoupon ?? false, id).toBe(false);
    }
    for (const route of ROUTES) {
      if (['information', 'office', 'casino', 'games', 'promotions', 'user', 'service', 'empty'].includes(route.group)) {
        expect(route.meta.quickCoupon ?? false, route.id).toBe(false);
      }
    }
  });
});
