import { parseArgs } from 'node:util';
import { verifyVirtualEvent } from '../src/core/virtualSports';
import { virtualSportSchema, type VirtualSport } from '../src/protocol/virtualSports';

/**
 * `npm run verify-round -- --virtual football|tennis|racing --seed S --index I --terminal-hash H --salt X`:
 * a virtual sports event from what its results list published: the seed hashes forward `index` times to the
 * sport's chain hash, and it plays to the result printed (the score per period; a race's finishing order).
 */
export interface VerifiedVirtualEvent {
  readonly sport: VirtualSport;
  /** [home, away] per period; a race's [place, runner] per place: what its bets were settled by. */
  readonly periodScores: readonly (readonly [number, number])[];
  /** Football goals (minute, side), tennis points played, or a race's order, winner first. */
  readonly detail: unknown;
}

export function verifyVirtualEventArgs(argv: readonly string[]): VerifiedVirtualEvent {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      virtual: { type: 'string' },
      seed: { type: 'string' },
      index: { type: 'string' },
      'terminal-hash': { type: 'string' },
      salt: { type: 'string' },
    },
    strict: true,
  });
  const sport = virtualSportSchema.safeParse(values.virtual);
  const index = Number(values.index);
  const seed = values.seed ?? '';
  if (
    !sport.success ||
    !/^[0-9a-f]{64}$/.test(seed) ||
    !Number.isSafeInteger(index) ||
    index < 1 ||
    !values['terminal-hash'] ||
    !values.salt
  )
    throw new Error(
      'Give --virtual (football, tennis or racing), --seed (64 hex), --index (a whole number from 1), --terminal-hash and --salt',
    );
  const play = verifyVirtualEvent({ sport: sport.data, seed, index, terminalHash: values['terminal-hash'], salt: values.salt });
  if (!play) throw new Error(`The seed is not event ${index} of the chain published as ${values['terminal-hash']}`);
  const detail = play.sport === 'football' ? play.goals : play.sport === 'tennis' ? play.points.length : play.order;
  return { sport: sport.data, periodScores: play.periodScores, detail };
}
