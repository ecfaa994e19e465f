import { describe, expect, it } from 'vitest';
import { apiErrorNotices, NOTICE_KEYS, rejectionNotice, successNotice } from '../../../src/core/format';

const bodies = (errors: Parameters<typeof apiErrorNotices>[0]) => apiErrorNotices(errors).map((n) => n.body);

describe('SPEC 8: what an answer shows', () => {
  it('shows the generic query error for errors without a message of their own, once', () => {
    expect(bodies([{ detail: 'db timeout' }, { detail: 'x', status: 5 }])).toEqual([{ kind: 'key', key: NOTICE_KEYS.queryError }]);
  });

  it("shows a status-2 query error's own message first (priority 1), then the rest by priority, at most 3", () => {
    const notices = bodies([
      { detail: 'generic', priority: 5 },
      { detail: 'Stake too high', priority: 9, status: 2 },
      { detail: 'Market closed', status: 2 },
      { detail: 'Odds moved', priority: 0 },
      { detail: 'Account blocked', priority: 3, status: 2 },
    ]);
    expect(notices).toEqual([
      { kind: 'key', key: NOTICE_KEYS.queryError },
      { kind: 'text', text: 'Stake too high' },
      { kind: 'text', text: 'Market closed' },
    ]);
    expect(apiErrorNotices(Array.from({ length: 8 }, (_, i) => ({ detail: `m${i}`, status: 2 })))).toHaveLength(3);
  });

  it('an empty list still failed: the generic notice', () => {
    expect(bodies([])).toEqual([{ kind: 'key', key: NOTICE_KEYS.queryError }]);
  });

  it('titles an error main_error and a success main_done, both confirmed with main_ok', () => {
    const refusal = rejectionNotice({ rejected: true, code: 'coupon.full' });
    expect(refusal).toMatchObject({ tone: 'error', titleKey: 'notifications.main_error', confirmKey: 'notifications.main_ok' });
    expect(successNotice()).toEqual({
      tone: 'success',
      titleKey: 'notifications.main_done',
      confirmKey: 'notifications.main_ok',
      body: { kind: 'key', key: 'notifications.main_save_success' },
    });
  });
});
