import { describe, expect, it } from 'vitest';
import { TOTO_PATHS, totoSectionAnswerSchema, type TotoDraw, type TotoSign } from '../../../src/protocol/toto';
import { couponKey, moneyOf, newPlayer, totoHarnessForFile } from './harness';

const h = totoHarnessForFile();

const readSection = async () => {
  const res = await fetch(new URL(`${TOTO_PATHS.section}?section=main`, h.url));
  return totoSectionAnswerSchema.parse(await res.json());
};

const singles = (draw: TotoDraw, sign: TotoSign = '1'): TotoSign[][] => draw.games.map(() => [sign]);

describe('toto', () => {
  it('does nothing while nobody looks', async () => {
    await h.toto.settleDue();
    const [draws] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM toto_draw');
    expect(draws?.n).toBe(0);
  });

  it('opens one draw of 15 three-way line games closing at the first start', async () => {
    const first = await readSection();
    const draw = first.open as TotoDraw;
    expect(draw.games).toHaveLength(15);
    expect(draw.games.every((g) => g.odds !== null && g.startTime > first.serverNow)).toBe(true);
    expect(draw.closesAt).toBe(Math.min(...draw.games.map((g) => g.startTime)));
    expect((await readSection()).open?.drawId).toBe(draw.drawId);
  });
});
