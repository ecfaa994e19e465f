import { describe, expect, it } from 'vitest';
import {
  FeedClient,
  HEARTBEAT_GRACE_FACTOR,
  HEARTBEAT_SLACK_MS,
  IDLE_CLOSE_MS,
  type FeedChange,
  type SubscribeResult,
} from '../../../src/worker/feed/feedClient';
import { backoffCeiling, backoffDelay } from '../../../src/worker/feed/backoff';
import { VirtualClock, flushMicrotasks } from '../../support/virtualClock';
import { FakeTransport, game } from './fakeFeed';

function setup(subscribeResult: SubscribeResult = 'ok', random: () => number = () => 1) {
  const clock = new VirtualClock(1_000_000);
  const transport = new FakeTransport();
  const changes: FeedChange[] = [];
  const subscribeCalls: { connectionId: string; topics: readonly string[] }[] = [];
  const client = new FeedClient({
    transport,
    clock,
    lang: () => 'en',
    subscribe: async (connectionId, topics) => {
      subscribeCalls.push({ connectionId, topics });
      return subscribeResult;
    },
    onChange: (c) => changes.push(c),
    random,
  });
  return { clock, transport, client, changes, subscribeCalls };
}

describe('FeedClient subscriptions', () => {
  it('opens one stream for two watchers of the same topic and closes it only after the last leaves', async () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    client.acquire(['home']);
    clock.advance(0);
    expect(transport.streams).toHaveLength(1);
    expect(transport.last.topics).toEqual(['home']);
    transport.last.hello({ seq: 5 });
    transport.last.snapshot(5, [game(1)]);

    client.release(['home']);
    clock.advance(IDLE_CLOSE_MS * 2);
    expect(transport.last.closed).toBe(false);
    expect(client.topicCount('home')).toBe(1);

    client.release(['home']);
    clock.advance(0);
    expect(transport.last.closed).toBe(false); // lingers: a page change watches again at once
    clock.advance(IDLE_CLOSE_MS);
    expect(transport.last.closed).toBe(true);
    expect(client.state.status).toBe('idle');
    await flushMicrotasks();
  });

  it('changes topics on the open connection with POST /subscribe instead of reconnecting', async () => {
    const { clock, transport, client, subscribeCalls } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 1, connectionId: 'abc' });
    client.acquire(['game:7', 'home']);
    clock.advance(0);
    await flushMicrotasks();
    expect(transport.streams).toHaveLength(1);
    expect(subscribeCalls).toEqual([{ connectionId: 'abc', topics: ['game:7', 'home'] }]);

    // Leaving a page and coming back within one turn changes nothing on the server.
    client.release(['game:7']);
    client.acquire(['game:7']);
    clock.advance(0);
    await flushMicrotasks();
    expect(subscribeCalls).toHaveLength(1);
  });

  it('reconnects when the server no longer knows the connection', async () => {
    const { clock, transport, client } = setup('unknown_connection');
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 1 });
    client.acquire(['champ:3']);
    clock.advance(0);
    await flushMicrotasks();
    clock.advance(0);
    expect(transport.streams).toHaveLength(2);
    expect(transport.last.topics).toEqual(['champ:3', 'home']);
  });
});

describe('FeedClient resume', () => {
  it('applies batches in order and resumes from the last applied sequence after a drop', async () => {
    const { clock, transport, client, changes } = setup();
    client.acquire(['home']);
    clock.advance(0);
    const first = transport.last;
    first.hello({ seq: 10 });
    first.snapshot(10, [game(1)]);
    first.delta(11, 10, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 1.7 }]);
    expect(client.heldGames[1]?.markets[0]?.outcomes[0]?.coef).toBe(1.7);
    expect(client.state.lastSeq).toBe(11);

    first.fail();
    expect(client.state.status).toBe('offline');
    clock.advance(backoffDelay(1));
    const second = transport.last;
    expect(transport.streams).toHaveLength(2);
    expect(second.resume).toBe('11');
    second.hello({ seq: 13, resume: 'replayed' });
    // Only the missed batches come back; the held games carry on.
    second.delta(12, 11, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 102, coef: 3 }]);
    second.delta(13, 12, [{ t: 'game', gameId: 1, status: 2, period: 1, score1: 1, score2: 0, fullScore: '1:0', timeSec: 70 }]);
    expect(client.state.status).toBe('online');
    expect(client.heldGames[1]?.markets[0]?.outcomes.map((o) => o.coef)).toEqual([1.7, 3]);
    expect(client.heldGames[1]?.score1).toBe(1);
    expect(changes.filter((c) => c.kind === 'snapshot')).toHaveLength(1);
    await flushMicrotasks();
  });

  it('reconnects at once with resume when a batch does not continue the last one (a gap)', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 10 });
    transport.last.snapshot(10, [game(1)]);
    transport.last.delta(12, 11, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 9 }]);
    expect(client.heldGames[1]?.markets[0]?.outcomes[0]?.coef).toBe(1.5);
    expect(transport.streams[0]?.closed).toBe(true);
    clock.advance(0);
    expect(transport.streams).toHaveLength(2);
    expect(transport.last.resume).toBe('10');
    expect(client.state.status).not.toBe('offline');
  });

  it('ignores a stale batch it already applied', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 10 });
    transport.last.snapshot(10, [game(1)]);
    transport.last.delta(11, 10, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 2 }]);
    transport.last.delta(11, 10, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 5 }]);
    expect(client.heldGames[1]?.markets[0]?.outcomes[0]?.coef).toBe(2);
    expect(transport.streams).toHaveLength(1);
  });

  it('takes a fresh snapshot (no resume) when the watched topics changed while offline', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 10 });
    transport.last.snapshot(10, [game(1)]);
    transport.last.fail();
    client.acquire(['game:1']);
    clock.advance(backoffDelay(1));
    expect(transport.last.resume).toBeNull();
    expect(transport.last.topics).toEqual(['game:1', 'home']);
  });

  it('a heartbeat with an id moves the resume token', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 10 });
    transport.last.snapshot(10, [game(1)]);
    transport.last.send('heartbeat', { serverTs: 2, seq: 40 }, 40);
    transport.last.delta(41, 40, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 2 }]);
    expect(client.state.lastSeq).toBe(41);
    expect(transport.streams).toHaveLength(1);
  });
});

describe('FeedClient reconnect timing', () => {
  it('backs off 1 s, 2 s, 4 s ... up to 30 s and resets after a hello', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    const opened: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      transport.last.fail();
      const before = transport.streams.length;
      const wait = backoffDelay(attempt);
      clock.advance(wait - 1);
      expect(transport.streams.length).toBe(before);
      clock.advance(1);
      expect(transport.streams.length).toBe(before + 1);
      opened.push(wait);
    }
    expect(opened).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    transport.last.hello({ seq: 1 });
    expect(client.state.attempt).toBe(0);
    transport.last.fail();
    expect(client.state.retryAt).toBe(clock.now() + 1000);
  });

  it('jitters each reconnect between half its backoff and the whole, so dropped clients do not return together', () => {
    const draws = [0, 0.5, 1, 0.25];
    const { clock, transport, client } = setup('ok', () => draws.shift() ?? 1);
    client.acquire(['home']);
    clock.advance(0);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      transport.last.fail();
      const retryAt = client.state.retryAt ?? 0;
      waits.push(retryAt - clock.now());
      clock.advance(retryAt - clock.now());
    }
    // Ceilings 1, 2, 4, 8 s; draws 0, 0.5, 1, 0.25 of the upper half.
    expect(waits).toEqual([500, 1500, 4000, 5000]);
    for (const [i, wait] of waits.entries()) {
      expect(wait).toBeGreaterThanOrEqual(backoffCeiling(i + 1) / 2);
      expect(wait).toBeLessThanOrEqual(backoffCeiling(i + 1));
    }
    expect(backoffDelay(3, Number.NaN)).toBe(backoffCeiling(3));
    expect(backoffDelay(1, 7)).toBe(1000);
  });

  it('treats silence beyond twice the heartbeat as a dead connection', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 1, heartbeatMs: 5000 });
    transport.last.snapshot(1, []);
    const limit = 5000 * HEARTBEAT_GRACE_FACTOR + HEARTBEAT_SLACK_MS;
    clock.advance(limit - 1);
    transport.last.send('heartbeat', { serverTs: 2, seq: 1 }, 1);
    clock.advance(limit - 1);
    expect(client.state.status).toBe('online');
    clock.advance(1);
    expect(transport.streams[0]?.closed).toBe(true);
    expect(client.state.status).toBe('offline');
    clock.advance(backoffDelay(1));
    expect(transport.streams).toHaveLength(2);
    expect(transport.last.resume).toBe('1');
  });

  it('goes offline with the network and reconnects at once when it returns', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 3 });
    transport.last.snapshot(3, []);
    client.setNetwork(false);
    expect(client.state.status).toBe('offline');
    expect(transport.last.closed).toBe(true);
    clock.advance(60_000);
    expect(transport.streams).toHaveLength(1);
    client.setNetwork(true);
    clock.advance(0);
    expect(transport.streams).toHaveLength(2);
    expect(transport.last.resume).toBe('3');
    transport.last.hello({ seq: 3, resume: 'replayed' });
    expect(client.state.status).toBe('online');
  });

  it('a server closing message reconnects with backoff', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 3 });
    transport.last.send('closing', { reason: 'shutdown', serverTs: 5 });
    expect(client.state.status).toBe('offline');
    clock.advance(1000);
    expect(transport.streams).toHaveLength(2);
  });

  it('a malformed message drops what it holds and starts from a snapshot', () => {
    const { clock, transport, client } = setup();
    client.acquire(['home']);
    clock.advance(0);
    transport.last.hello({ seq: 3 });
    transport.last.snapshot(3, [game(1)]);
    transport.last.send('delta', { seq: 'x' });
    clock.advance(0);
    expect(transport.streams).toHaveLength(2);
    expect(transport.last.resume).toBeNull();
  });
});
