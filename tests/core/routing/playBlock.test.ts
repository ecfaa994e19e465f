import { describe, expect, it } from 'vitest';
import { resolveRoute, type Visitor } from '../../../src/core/routing/resolve';
import { openWhilePlayBlocked } from '../../../src/core/routing/playBlock';
import { PLAY_BLOCK_OPEN, ROUTES } from '../../../src/protocol/routes';
import type { PlayBlockFact } from '../../../src/protocol/session';
import { guest, makeEnv, signedIn, url } from './fixtures';

const ENDS = Date.UTC(2030, 0, 1);
const timeOut: PlayBlockFact = { kind: 'timeOut', endsAt: ENDS };
const selfExclusion: PlayBlockFact = { kind: 'selfExclusion', endsAt: ENDS };
const blocked = (playBlock: PlayBlockFact): Visitor => ({ ...signedIn, playBlock });

/** DESIGN "Regulation": during a time-out or self-exclusion, only viewing the account, the history and withdrawing stay open. */
describe('a player on a time-out or self-exclusion', () => {
  const cases: readonly [path: string, expected: 'open' | 'paused'][] = [
    ['/en/live', 'paused'],
    ['/en', 'paused'],
    ['/en/line/football', 'paused'],
    ['/en/slots', 'paused'],
    ['/en/some-unknown-section', 'paused'],
    ['/en/office/recharge', 'paused'],
    ['/en/recharge', 'paused'],
    ['/en/office/bonuses/deposit', 'paused'],
    ['/en/office/transfers', 'paused'],
    ['/en/promotions', 'paused'],
    ['/en/bonus/rules', 'paused'],
    ['/en/play-paused', 'open'],
    ['/en/office', 'open'],
    ['/en/office/account', 'open'],
    ['/en/office/personal-data', 'open'],
    ['/en/office/history', 'open'],
    ['/en/office/historypay', 'open'],
    ['/en/office/bets-history', 'open'],
    ['/en/office/withdrawal', 'open'],
    ['/en/office/responsible', 'open'],
    ['/en/office/support', 'open'],
    ['/en/responsiblegaming', 'open'],
    ['/en/contacts', 'open'],
    ['/en/rules/general/1', 'open'],
    ['/en/user/stopnewsletter', 'open'],
  ];

  for (const block of [timeOut, selfExclusion]) {
    it.each(cases)(`${block.kind}: %s is %s`, (path, expected) => {
      const answer = resolveRoute(url(path), blocked(block), makeEnv());
      if (expected === 'paused')
        expect(answer).toMatchObject({ kind: 'redirect', to: '/en/play-paused', status: 302, reason: 'playBlocked' });
      else expect(answer).toMatchObject({ kind: 'page' });
    });
  }

  it('keeps the language of the page asked for', () => {
    expect(resolveRoute(url('/ru/live'), blocked(timeOut), makeEnv())).toMatchObject({ kind: 'redirect', to: '/ru/play-paused' });
  });

  it('changes nothing for a player without a break, nor for a guest (the break is a signed-in fact)', () => {
    expect(resolveRoute(url('/en/live'), signedIn, makeEnv())).toMatchObject({ kind: 'page' });
    expect(resolveRoute(url('/en/live'), { ...signedIn, playBlock: null }, makeEnv())).toMatchObject({ kind: 'page' });
    expect(resolveRoute(url('/en/live'), { ...guest, playBlock: timeOut }, makeEnv())).toMatchObject({ kind: 'page' });
  });

  it('play-paused itself opens to a player without a break (it says so), and asks a guest to sign in', () => {
    expect(resolveRoute(url('/en/play-paused'), signedIn, makeEnv())).toMatchObject({ kind: 'page', routeId: 'playPaused' });
    expect(resolveRoute(url('/en/play-paused'), guest, makeEnv()).kind).not.toBe('page');
  });

  it('the open list names only routes of the table, and every route of it is open', () => {
    const ids = new Set<string>(ROUTES.map((r) => r.id));
    for (const id of PLAY_BLOCK_OPEN.routes) {
      expect(ids.has(id)).toBe(true);
      const route = ROUTES.find((r) => r.id === id);
      expect(route && openWhilePlayBlocked(route.id, route.group)).toBe(true);
    }
    // Betting, casino and games are never open to a blocked player.
    for (const route of ROUTES.filter((r) => ['betting', 'casino', 'games', 'home', 'promotions'].includes(r.group)))
      expect(openWhilePlayBlocked(route.id, route.group)).toBe(false);
  });
});
