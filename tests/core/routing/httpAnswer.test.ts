import { describe, expect, it } from 'vitest';
import { httpAnswerOf } from '../../../src/core/routing/httpAnswer';
import { resolveRoute } from '../../../src/core/routing/resolve';
import { guest, makeEnv, url } from './fixtures';

describe('httpAnswerOf: what the server answers a crawler', () => {
  it.each([
    ['/en/line', makeEnv(), { status: 200 }],
    ['/en/print-coupon/x', makeEnv(), { status: 404 }],
    ['/en/wp-admin', makeEnv(), { status: 404 }],
    ['/en/500', makeEnv(), { status: 500 }],
    ['/en/cyber', makeEnv(), { status: 301, location: '/en/cyber/real' }],
    ['/line', makeEnv(), { status: 302, location: '/ru/line' }],
    ['/en/maintenance', makeEnv({ maintenanceCookie: '1' }), { status: 503 }],
    ['/en/line', makeEnv({ maintenanceCookie: '1' }), { status: 302, location: '/en/maintenance' }],
    ['/en/office', makeEnv(), { status: 302, location: '/en?showLoginModal=1&return_url=%2Fen%2Foffice' }],
    ['/en/office', makeEnv({}, { loginRequiredTarget: 'home' }), { status: 302, location: '/en' }],
    [
      '/en/line?platform_type=mobile',
      makeEnv({}, { mobileSiteOrigin: 'https://m.test.example' }),
      { status: 302, location: 'https://m.test.example/en/line?platform_type=mobile' },
    ],
    ['/en/line?platform_type=mobile', makeEnv({}, { mobileSiteOrigin: null }), { status: 200 }],
  ] as const)('%s', (path, env, answer) => {
    expect(httpAnswerOf(resolveRoute(url(path), guest, env))).toEqual(answer);
  });
});
