import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/protocol/routes';
import { PAGE_COMPONENTS } from '../../../src/ui/pages/registry';

describe('the live and line pages are registered (no placeholder)', () => {
  it('every betting route but toto and lotto (their own areas), statistic, the popup and results have a page', () => {
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
    expect(live.filter((id) => !PAGE_COMPONENTS[id as keyof typeof PAGE_COMPONENTS])).toEqual([]);
  });
});
