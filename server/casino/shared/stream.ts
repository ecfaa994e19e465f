import { SHARED_STREAM_EVENT, type SharedRound, type SharedTableId } from '../../../src/protocol/casino/shared';
import { EventTopics } from '../../http/eventTopics';

/**
 * The tables' server-sent events: every player at a table gets the round on
 * every change of phase (and each crash auto cash-out fill), the current one
 * first. Public: the round carries nobody's bets.
 */
export const sharedStreams = (): EventTopics<SharedTableId, SharedRound> =>
  new EventTopics(
    SHARED_STREAM_EVENT,
    (round) => round.table,
    (round) => String(round.roundId),
  );
