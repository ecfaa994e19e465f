import { describe, expect, it } from 'vitest';
import { NO_LIMIT } from '../../../src/protocol/constants/limits';
import { LIMITS_PATHS, availableLimitsAnswerSchema, pingAnswerSchema } from '../../../src/protocol/schemas/limits';
import { Browser } from '../auth/helpers';
import { newPlayer } from '../bets/harness';
import { walletHarnessForFile } from '../wallet/harness';
import { DAY, HOUR, deleteLimit, historyOf, limitAction, limitRowsOf, limitsOf, setLimits, signInAgain } from './helpers';

const h = walletHarnessForFile();
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('the limit service calls', () => {
  it('a guest gets 401; a player starts with no limits and reads the options', async () => {
    const guest = new Browser(h.url);
    expect((await guest.get(LIMITS_PATHS.limits)).status).toBe(401);
    const p = await newPlayer(h);
    expect(await limitsOf(p)).toEqual([]);
    const options = availableLimitsAnswerSchema.parse((await p.get(LIMITS_PATHS.availableLimits)).body).data;
    expect(options.find((o) => o.type === 20)?.availableValues).toContain(NO_LIMIT);
    expect(options.find((o) => o.type === 30)?.availableValues).toEqual(expect.arrayContaining([365, 730, 1095, 1825]));
    // The demo config takes custom values for wagering only, and has no extra limits.
    expect(options.filter((o) => o.custom).map((o) => o.type)).toEqual([1, 2, 3]);
    expect(options.some((o) => o.type === 37)).toBe(false);
    const ping = pingAnswerSchema.parse((await p.post(LIMITS_PATHS.ping, {})).body);
    expect(ping.sessionSecondsLeft).toBeNull();
  });

  it('lowering applies at once; raising a deposit limit waits 24 h, then needs the confirmation', async () => {
    const p = await newPlayer(h);
    const set = await setLimits(p, [{ limitType: 20, limitValue: 2_500_000 }]);
    expect(set.answer?.changes).toEqual([{ limitType: 20, currencyIso: 'RUB', change: 'set', effect: 'applied' }]);
    const lowered = await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    expect(lowered.answer?.changes[0]).toMatchObject({ change: 'lower', effect: 'applied' });
    expect((await limitsOf(p))[0]).toMatchObject({ limitValue: 1_000_000, limitState: 'ACTIVE', limitBalance: 1_000_000, used: 0 });

    const asked = h.clock.now();
    const raised = await setLimits(p, [{ limitType: 20, limitValue: 5_000_000 }]);
    expect(raised.answer?.changes[0]).toMatchObject({ change: 'raise', effect: 'pending' });
    const pending = (await limitsOf(p))[0];
    expect(pending).toMatchObject({ limitValue: 1_000_000, limitState: 'PENDING', needApprove: true });
    expect(pending?.pending).toEqual({
      value: 5_000_000,
      requestedAt: seconds(asked),
      effectiveAt: seconds(asked + DAY),
      confirmBy: seconds(asked + 8 * DAY),
      hoursLeft: 24,
    });

    // Too early: refused, nothing changed.
    const before = await limitRowsOf(h.db, p.userId);
    const early = await limitAction(p, { action: 'confirm', limitType: 20 });
    expect(early.error).toMatchObject({ status: 409, code: 'limits.cooling_off', params: { effectiveAt: asked + DAY } });
    expect(await limitRowsOf(h.db, p.userId)).toEqual(before);

    h.clock.advance(DAY);
    // Past its cooling-off it still waits for the player: it never applies by itself.
    expect((await limitsOf(p))[0]).toMatchObject({ limitValue: 1_000_000, limitState: 'PENDING' });
    const confirmed = await limitAction(p, { action: 'confirm', limitType: 20 });
    expect(confirmed.answer).toMatchObject({ title: 'responsible_gaming_confirm_limit_success', change: { effect: 'confirmed' } });
    expect((await limitsOf(p))[0]).toMatchObject({ limitValue: 5_000_000, limitState: 'ACTIVE', pending: null });
    expect((await historyOf(p)).map((r) => [r.actor, r.action, r.oldValue, r.newValue, r.state])).toEqual([
      ['player', 'confirm', 1_000_000, 5_000_000, 'ACTIVE'],
      ['player', 'raise', 1_000_000, 1_000_000, 'PENDING'],
      ['player', 'lower', 2_500_000, 1_000_000, 'ACTIVE'],
      ['player', 'set', null, 2_500_000, 'ACTIVE'],
    ]);
  });

  it('an unconfirmed deposit raise lapses after its week; the old limit stays', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 21, limitValue: 1_000_000 }]);
    await setLimits(p, [{ limitType: 21, limitValue: NO_LIMIT }]);
    expect((await limitsOf(p))[0]?.pending?.value).toBeNull();
    h.clock.advance(8 * DAY);
    expect((await limitsOf(p))[0]).toMatchObject({ limitValue: 1_000_000, limitState: 'ACTIVE', pending: null });
    expect((await historyOf(p))[0]).toMatchObject({ actor: 'system', action: 'expired', newValue: 1_000_000 });
    expect((await limitAction(p, { action: 'confirm', limitType: 21 })).error?.code).toBe('limits.not_pending');
  });

  it('raising a loss or wagering limit waits the cooling-off and then applies by itself', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [
      { limitType: 10, limitValue: 100_000 },
      { limitType: 1, limitValue: 100_000 },
    ]);
    const raised = await setLimits(p, [
      { limitType: 10, limitValue: 500_000 },
      { limitType: 1, limitValue: 250_000 },
    ]);
    expect(raised.answer?.changes.map((c) => c.effect)).toEqual(['pending', 'pending']);
    expect((await limitAction(p, { action: 'confirm', limitType: 10 })).error?.code).toBe('limits.confirm_not_needed');
    h.clock.advance(DAY - 1);
    expect((await limitsOf(p)).map((l) => l.limitValue)).toEqual([100_000, 100_000]);
    h.clock.advance(1);
    expect((await limitsOf(p)).map((l) => [l.limitType, l.limitValue, l.limitState])).toEqual([
      [1, 250_000, 'ACTIVE'],
      [10, 500_000, 'ACTIVE'],
    ]);
    expect((await historyOf(p)).slice(0, 2).map((r) => [r.actor, r.action])).toEqual([
      ['system', 'applied'],
      ['system', 'applied'],
    ]);
  });

  it("the cooling-off is the jurisdiction's: the site config of the player's country sets it", async () => {
    const p = await newPlayer(h);
    // The player's country is the jurisdiction: its own row of the site config wins over the '*' one.
    const [user] = await h.db.query<{ country_code: string }>('SELECT country_code FROM app_user WHERE id = $1', [p.userId]);
    const country = user?.country_code as string;
    await h.db.query(
      `INSERT INTO site_config_field (country_code, field, value) VALUES ($1, 'responsibleGaming', '{"coolingOffHours": 72}'::jsonb)`,
      [country],
    );
    try {
      await setLimits(p, [{ limitType: 11, limitValue: 100_000 }]);
      const at = h.clock.now();
      await setLimits(p, [{ limitType: 11, limitValue: 500_000 }]);
      expect((await limitsOf(p))[0]?.pending).toMatchObject({ effectiveAt: seconds(at + 72 * HOUR), confirmBy: null, hoursLeft: 72 });
    } finally {
      await h.db.query("DELETE FROM site_config_field WHERE country_code = $1 AND field = 'responsibleGaming'", [country]);
    }
  });

  it('a pending change is cancelled by reject or DELETE; DELETE without one removes the limit, after the cooling-off', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 22, limitValue: 1_000_000 }]);
    await setLimits(p, [{ limitType: 22, limitValue: 5_000_000 }]);
    const rejected = await limitAction(p, { action: 'reject', limitType: 22 });
    expect(rejected.answer).toMatchObject({ title: 'responsible_gaming_cancel_limit_success', change: { effect: 'cancelled' } });
    expect((await limitsOf(p))[0]).toMatchObject({ limitValue: 1_000_000, pending: null });

    await setLimits(p, [{ limitType: 22, limitValue: 5_000_000 }]);
    const id = (await limitsOf(p))[0]?.id as number;
    expect((await deleteLimit(p, `limitId=${id}`)).answer?.change).toMatchObject({ change: 'cancel', effect: 'cancelled' });
    const removal = await deleteLimit(p, 'limitType=22&currencyIso=RUB');
    expect(removal.answer?.change).toMatchObject({ change: 'remove', effect: 'pending' });
    h.clock.advance(DAY);
    expect((await limitAction(p, { action: 'confirm', limitId: id })).answer?.change.effect).toBe('confirmed');
    expect(await limitsOf(p)).toEqual([]);
  });

  it('self-exclusion and time-out start at once and cannot be cancelled or shortened, only made longer', async () => {
    const first = await newPlayer(h);
    const at = h.clock.now();
    await setLimits(first, [{ limitType: 30, limitValue: 365, selfExcludeReasonId: 2 }]);
    const p = await signInAgain(h, first);
    expect((await limitsOf(p))[0]).toMatchObject({
      limitState: 'ACTIVE',
      startedAt: seconds(at),
      endsAt: seconds(at + 365 * DAY),
      selfExcludeReason: { id: 2 },
      measure: 'days',
    });
    expect((await limitAction(p, { action: 'reject', limitType: 30 })).error).toMatchObject({
      status: 409,
      code: 'limits.not_cancellable',
    });
    expect((await deleteLimit(p, 'limitType=30')).error?.code).toBe('limits.not_cancellable');
    expect((await setLimits(p, [{ limitType: 30, limitValue: 30 }])).error?.code).toBe('limits.not_cancellable');
    expect((await setLimits(p, [{ limitType: 30, limitValue: 1825 }])).answer?.changes[0]).toMatchObject({
      change: 'raise',
      effect: 'applied',
    });
  });
});

describe('bad input: a typed error, and nothing changed', () => {
  const cases: [string, Record<string, unknown>[], number, string][] = [
    ['a value outside every option', [{ limitType: 31, limitValue: 25 }], 422, 'limits.value_out_of_range'],
    ['a custom value the config forbids', [{ limitType: 20, limitValue: 123_456 }], 422, 'limits.custom_value_forbidden'],
    ['a negative value', [{ limitType: 20, limitValue: -100_000 }], 422, 'limits.value_invalid'],
    ['a value as text', [{ limitType: 10, limitValue: '100000' }], 422, 'limits.value_invalid'],
    ['a fraction', [{ limitType: 1, limitValue: 100.5 }], 422, 'limits.value_invalid'],
    ['no value at all', [{ limitType: 1 }], 400, 'limits.invalid_request'],
    ['an unknown type', [{ limitType: 99, limitValue: 1 }], 422, 'limits.unknown_type'],
    [
      'a currency the player holds no account in',
      [{ limitType: 20, limitValue: 1_000_000, currencyIso: 'USD' }],
      422,
      'limits.unknown_currency',
    ],
    ['a type that is not a number', [{ limitType: 'deposit', limitValue: 1 }], 400, 'limits.invalid_request'],
    ['an extra limit where the jurisdiction has none', [{ limitType: 37, limitValue: 7 }], 403, 'limits.extra_disabled'],
    // The first change is fine, the second is refused: neither is kept.
    [
      'a good change with a bad one',
      [
        { limitType: 20, limitValue: 500_000 },
        { limitType: 21, limitValue: -1 },
      ],
      422,
      'limits.value_invalid',
    ],
  ];

  it.each(cases)('%s', async (_name, limits, status, code) => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 22, limitValue: 1_000_000 }]);
    const before = await limitRowsOf(h.db, p.userId);
    const result = await setLimits(p, limits as never);
    expect(result.error).toMatchObject({ status, code });
    expect(result.error?.message).toMatch(/\w/);
    expect(await limitRowsOf(h.db, p.userId)).toEqual(before);
  });

  it('a raise while another change waits', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    await setLimits(p, [{ limitType: 20, limitValue: 2_500_000 }]);
    const before = await limitRowsOf(h.db, p.userId);
    expect((await setLimits(p, [{ limitType: 20, limitValue: 5_000_000 }])).error).toMatchObject({
      status: 409,
      code: 'limits.change_pending',
    });
    expect(await limitRowsOf(h.db, p.userId)).toEqual(before);
  });

  it('confirm or cancel of a change that is not pending', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    const before = await limitRowsOf(h.db, p.userId);
    expect((await limitAction(p, { action: 'confirm', limitType: 20 })).error).toMatchObject({ status: 409, code: 'limits.not_pending' });
    expect((await limitAction(p, { action: 'reject', limitType: 21 })).error).toMatchObject({ status: 409, code: 'limits.not_pending' });
    expect((await limitAction(p, { action: 'confirm' })).error).toMatchObject({ status: 400, code: 'limits.invalid_request' });
    expect(await limitRowsOf(h.db, p.userId)).toEqual(before);
  });

  it("another player's limit: refused by id and by userId, and neither player's limits change", async () => {
    const owner = await newPlayer(h);
    const other = await newPlayer(h);
    await setLimits(owner, [{ limitType: 20, limitValue: 1_000_000 }]);
    await setLimits(owner, [{ limitType: 20, limitValue: 5_000_000 }]);
    const id = (await limitsOf(owner))[0]?.id as number;
    const before = [await limitRowsOf(h.db, owner.userId), await limitRowsOf(h.db, other.userId)];
    expect((await limitAction(other, { action: 'reject', limitId: id })).error).toMatchObject({
      status: 404,
      code: 'limits.limit_not_found',
    });
    expect((await deleteLimit(other, `limitId=${id}`)).error).toMatchObject({ status: 404, code: 'limits.limit_not_found' });
    expect((await setLimits(other, [{ limitType: 20, limitValue: 100_000 }], { userId: owner.userId })).error).toMatchObject({
      status: 403,
      code: 'limits.forbidden',
    });
    expect((await limitAction(other, { action: 'reject', limitType: 20, userId: owner.userId })).error?.code).toBe('limits.forbidden');
    expect([await limitRowsOf(h.db, owner.userId), await limitRowsOf(h.db, other.userId)]).toEqual(before);
  });

  it('a change without the site script header is refused (CSRF)', async () => {
    const p = await newPlayer(h);
    const reply = await p.browser.request(
      'POST',
      LIMITS_PATHS.limits,
      { limits: [{ limitType: 20, limitValue: 100_000 }] },
      {
        'x-requested-with': '',
      },
    );
    expect(reply.status).toBe(403);
    expect(await limitsOf(p)).toEqual([]);
  });
});
