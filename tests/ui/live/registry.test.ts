import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/protocol/routes';
import type { AppModule } from '../../../src/ui/apps/contract';
import { appOfPage } from '../../../src/ui/apps/routeApps';
import { app as bettingApp } from '../../../src/ui/live/bettingApp';
import { app as bettingGameApp } from '../../../src/ui/live/bettingGameApp';
import { app as bettingPagesApp } from '../../../src/ui/live/bettingPagesApp';
import { app as cyberApp } from '../../../src/ui/live/cyberApp';
import { app as cyberGameApp } from '../../../src/ui/live/cyberGameApp';
import { tablePage } from '../apps/tablePage';

const BETTING_APPS: Readonly<Record<string, AppModule>> = {
  betting: bettingApp,
  bettingGame: bettingGameApp,
  cyber: cyberApp,
  cyberGame: cyberGameApp,
  bettingPages: bettingPagesApp,
};

describe('the live and line pages are the betting apps’ (no placeholder)', () => {
  const betting = ROUTES.filter((r) => r.group === 'betting' && !r.id.startsWith('toto') && r.id !== 'lotto').map((r) => r.id);
  const live = [...betting, 'statistic', 'statisticPopup', 'results'] as const;

  it('every betting route but toto and lotto (their own areas), statistic, the popup and results has a page in its app', () => {
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
    const missing = live.filter((id) => {
      const name = appOfPage(tablePage(id));
      return name === null || !BETTING_APPS[name]?.pages?.[id];
    });
    expect(missing).toEqual([]);
  });

  it('the lists app has the lists only; a game, the cyber hub and the other pages are apps of their own', () => {
    expect(Object.keys(bettingApp.pages ?? {}).sort()).toEqual(['bettingChamp', 'bettingMenuSection', 'bettingSection', 'bettingSport']);
    expect(appOfPage(tablePage('bettingGame'))).toBe('bettingGame');
    expect(appOfPage(tablePage('cyberMain'))).toBe('cyber');
    expect(appOfPage(tablePage('cyberGame'))).toBe('cyberGame');
    for (const id of ['results', 'statistic', 'multi', 'champs', 'team', 'ufc', 'eplHome'] as const)
      expect(appOfPage(tablePage(id)), id).toBe('bettingPages');
  });

  it('each betting app draws only the routes sent to it', () => {
    for (const [name, app] of Object.entries(BETTING_APPS))
      for (const id of Object.keys(app.pages ?? {})) expect(appOfPage(tablePage(id as (typeof live)[number])), `${name}: ${id}`).toBe(name);
  });
});
