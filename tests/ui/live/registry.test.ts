import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/protocol/routes';
import { appOfRoute } from '../../../src/ui/apps/routeApps';
import { app as bettingApp } from '../../../src/ui/live/bettingApp';

describe("the live and line pages are the betting app's (no placeholder)", () => {
  it('every betting route but toto and lotto (their own areas), statistic, the popup and results have a page in the betting app', () => {
    const betting = ROUTES.filter((r) => r.group === 'betting' && !r.id.startsWith('toto') && r.id !== 'lotto').map((r) => r.id);
    const live = [...betting, 'statistic', 'statisticPopup', 'results'] as const;
    expect(betting).toEqual(
      expect.arrayContaining([
        'cyberGame',
        'multi',
        'champs',
        'team',
        'teamGame',
        'betsOnYour',
        'topGame',
        'marble',
        'ufc',
        'politics',
        'iplFinal',
      ]),
    );
    const remoteApp = (id: string) => ROUTES.find((r) => r.id === id)?.meta.remoteApp ?? null;
    expect(live.filter((id) => appOfRoute(id, remoteApp(id)) !== 'betting')).toEqual([]);
    expect(live.filter((id) => !bettingApp.pages?.[id])).toEqual([]);
  });
});
