import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../../src/core/routing';
import { guest, makeEnv, url } from './fixtures';

/** What a page answer keeps from its query and config, so pages read facts and apply no rule. */
describe('the facts of a page answer', () => {
  const pageAt = (path: string, env = makeEnv()) => {
    const answer = resolveRoute(url(path), guest, env);
    if (answer.kind !== 'page') throw new Error(`not a page: ${answer.kind}`);
    return answer;
  };

  it('keeps return_url and redirectedFrom only when they are paths of this site', () => {
    expect(pageAt('/en/contacts?return_url=%2Fen%2Fcasino').returnUrl).toBe('/en/casino');
    expect(pageAt('/en/contacts?return_url=%2F%2Fevil.example').returnUrl).toBeNull();
    expect(pageAt('/en/contacts?redirectedFrom=%2Fen%2Flive').redirectedFrom).toBe('/en/live');
    expect(pageAt('/en/contacts?redirectedFrom=%2F%5Cevil.example').redirectedFrom).toBeNull();
    expect(pageAt('/en/contacts').maintenance).toBeNull();
  });

  it('the maintenance page says its texts’ language and the window in epoch ms (the config may give seconds)', () => {
    const maintenance = { started_at: 1_900_000_000, ended_at: 1_900_003_600_000, isActive: true };
    const env = makeEnv({}, { maintenance: { ...makeEnv().config.maintenance, ...maintenance } });
    expect(pageAt('/ru/maintenance', env).maintenance).toEqual({
      textLanguage: 'ru',
      startsAt: 1_900_000_000_000,
      finishesAt: 1_900_003_600_000,
    });
    expect(pageAt('/en/maintenance', env).maintenance?.textLanguage).toBe('en');
  });
});
