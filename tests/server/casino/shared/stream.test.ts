import { describe, expect, it } from 'vitest';
import { SHARED_STREAM_EVENT, sharedPath, sharedRoundSchema, type SharedRound } from '../../../../src/protocol/casino/shared';
import { SHARED_TEST_PATH } from '../../../../server/casino/shared';
import { sharedHarnessForFile } from './harness';

const h = sharedHarnessForFile();

/** Reads the stream's `round` events until `enough` says stop. */
async function readRounds(enough: (rounds: SharedRound[]) => boolean, act: () => Promise<void>): Promise<SharedRound[]> {
  const controller = new AbortController();
  const response = await fetch(new URL(sharedPath('crash', 'stream'), h.url), { signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const rounds: SharedRound[] = [];
  let buffer = '';
  let acted = false;
  while (!enough(rounds)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (frame.startsWith(`event: ${SHARED_STREAM_EVENT}`) && data) rounds.push(sharedRoundSchema.parse(JSON.parse(data.slice(6))));
      end = buffer.indexOf('\n\n');
    }
    if (!acted && rounds.length > 0) {
      acted = true;
      await act();
    }
  }
  controller.abort();
  return rounds;
}

describe('the crash table stream and its test switch', () => {
  it('sends the round now, then each change of phase; the switch fixes the next crash point and moves the schedule on', async () => {
    const switchTo = (body: unknown) => fetch(new URL(SHARED_TEST_PATH, h.url), { method: 'POST', body: JSON.stringify(body) });
    expect((await switchTo({ table: 'crash', fixNext: { engine: 'roulette', pocket: 1 } })).status).toBe(400);
    const first = await h.tables.roundOf('crash');
    const rounds = await readRounds(
      (seen) => seen.some((r) => r.roundId !== first?.roundId && r.phase === 'ended'),
      async () => {
        expect((await switchTo({ table: 'crash', fixNext: { engine: 'crash', crashPoint: 133 } })).status).toBe(200);
        // Through the current round and its pause into the fixed one, then through its flight.
        for (let i = 0; i < 80; i += 1) await switchTo({ table: 'crash', advanceMs: 5_000 });
      },
    );
    expect(rounds[0]?.roundId).toBe(first?.roundId);
    const fixed = rounds.filter((r) => r.roundId !== first?.roundId);
    expect(fixed.map((r) => r.phase)).toEqual(expect.arrayContaining(['betting', 'running', 'ended']));
    expect(fixed.find((r) => r.phase === 'ended')?.result).toEqual({ engine: 'crash', crashPoint: 133 });
    expect(fixed.find((r) => r.phase === 'betting')?.result).toBeNull();
  });
});
