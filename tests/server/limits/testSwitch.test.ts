import { describe, expect, it } from 'vitest';
import { LIMITS_PATHS, sessionSummaryAnswerSchema } from '../../../src/protocol/schemas/limits';
import { LIMITS_TEST_PATH } from '../../../server/limits/testSwitch';
import { betsHarnessForFile, newPlayer } from '../bets/harness';
import { limitsOf, setLimits } from './helpers';

/** The test switch that shortens the reality check's minute (on only where the /__test switches are). */
const h = betsHarnessForFile({ testFaults: true });

async function post(body: unknown) {
  const res = await fetch(new URL(LIMITS_TEST_PATH, h.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the limits test switch', () => {
  it('shortens the reality check minute to seconds, and refuses a value outside its bounds with a typed 400', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 32, limitValue: 5 }]);
    const every = async () => sessionSummaryAnswerSchema.parse((await p.get(LIMITS_PATHS.session)).body).data.realityCheckEverySeconds;
    expect(await every()).toBe(300);
    try {
      expect(await post({ minuteMs: 1000 })).toEqual({ status: 200, body: { minuteMs: 1000, hourMs: 3_600_000, coolingOffMs: null } });
      expect(await every()).toBe(5);
      const bad = await post({ minuteMs: 5 });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { code: 'invalid_limits_switch' } });
      expect((await post({ other: true })).status).toBe(400);
    } finally {
      await post({ minuteMs: 60_000, hourMs: 3_600_000 });
    }
    expect(await every()).toBe(300);
  });

  it("shortens the cooling-off of a raise, and null gives the jurisdiction's back", async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    try {
      expect((await post({ coolingOffMs: 2000 })).body).toMatchObject({ coolingOffMs: 2000 });
      const asked = h.clock.now();
      const raised = await setLimits(p, [{ limitType: 20, limitValue: 2_500_000 }]);
      expect(raised.error).toBeUndefined();
      expect((await limitsOf(p))[0]?.pending?.effectiveAt).toBe(Math.floor((asked + 2000) / 1000));
    } finally {
      await post({ coolingOffMs: null });
    }
    const asked = h.clock.now();
    await setLimits(p, [{ limitType: 21, limitValue: 1_000_000 }]);
    await setLimits(p, [{ limitType: 21, limitValue: 2_500_000 }]);
    const weekly = (await limitsOf(p)).find((l) => l.limitType === 21);
    expect(weekly?.pending?.effectiveAt).toBe(Math.floor((asked + 86_400_000) / 1000));
  });
});
