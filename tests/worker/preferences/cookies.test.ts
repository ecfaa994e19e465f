import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { PreferencesController } from '../../../src/worker/preferences/controller';
import { Host } from '../../../src/worker/runtime/host';
import { openEventStore } from '../../../src/worker/store';
import { VirtualClock } from '../../support/virtualClock';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function start() {
  const store = await openEventStore({ idb: new IDBFactory(), log: quiet, onFault: () => undefined });
  let ids = 0;
  const host = await Host.start({
    kind: 'shared',
    store,
    clock: new VirtualClock(0),
    log: quiet,
    newId: () => `id-${++ids}`,
    controllers: [new PreferencesController()],
  });
  return { api: host.attach('tab', { push: () => undefined }).api, store };
}

describe('the cookies that mirror the preferences, planned in the worker', () => {
  it('a fresh store takes back the answer and the columns a cookie remembers, once, at the tab’s first push', async () => {
    const { api, store } = await start();
    const cookies = { cookies_agree_type: '1', hide_left: '1', hide_right: '0' };
    expect(await api.ask('preferenceCookies', { cookies, boot: true })).toEqual({ write: {}, remove: [], adopted: 'adopted' });
    expect(store.current().state.preferences).toMatchObject({ cookiesAgreeType: 1, leftSectionHidden: true, rightSectionHidden: false });
    // Not at boot: the store is the truth and the cookies follow it.
    expect(await api.ask('preferenceCookies', { cookies: { cookies_agree_type: '2' }, boot: false, host: 'bethouse.example' })).toEqual({
      write: {
        cookies_agree_type: '1',
        hide_left: '1',
        hide_right: '0',
        // The other display cookies of SPEC 9, at the store's values, and the host the page came through.
        app_view_type: '0',
        markets_name_type: '0',
        isChampsGroupedByCountry: '0',
        tzo: '3',
        is12h: '0',
        seo_host: 'bethouse.example',
      },
      remove: [],
      adopted: 'none',
    });
  });

  it('without functional cookies agreed the column cookies go, and a store with an answer never adopts', async () => {
    const { api, store } = await start();
    await api.dispatch({ id: 'c', type: 'preferences/set', payload: { cookiesAgreeType: 0 } });
    const plan = await api.ask('preferenceCookies', { cookies: { cookies_agree_type: '2', hide_left: '1' }, boot: true });
    expect(plan).toEqual({ write: { cookies_agree_type: '0' }, remove: ['hide_left'], adopted: 'none' });
    expect(store.current().state.preferences.cookiesAgreeType).toBe(0);
  });
});
