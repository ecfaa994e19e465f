import { parseArgs } from 'node:util';
import { verifyTvDraw } from '../src/core/tvGames';
import { TV_GAMES_CONFIG } from '../server/config/tvGames';

/**
 * `npm run verify-round -- --tv-show lucky-7-42 --seed S --index I --terminal-hash H --salt X [--balls 3,17,...]`:
 * checks a TV draw from what the show published: the seed hashes forward `index` times to the chain's
 * terminal hash, and the balls it draws (compared with `--balls` when given, in draw order).
 */
export interface VerifiedTvDraw {
  readonly show: string;
  readonly balls: readonly number[];
  /** Whether the balls given are the seed's; null when none were given. */
  readonly matches: boolean | null;
}

export function verifyTvDrawArgs(argv: readonly string[]): VerifiedTvDraw {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'tv-show': { type: 'string' },
      seed: { type: 'string' },
      index: { type: 'string' },
      'terminal-hash': { type: 'string' },
      salt: { type: 'string' },
      balls: { type: 'string' },
    },
    strict: true,
  });
  const show = TV_GAMES_CONFIG.shows.find((s) => s.id === values['tv-show']);
  const index = Number(values.index);
  if (!show || !values.seed || !Number.isSafeInteger(index) || index < 1 || !values['terminal-hash'] || !values.salt)
    throw new Error(
      `Give --tv-show (${TV_GAMES_CONFIG.shows.map((s) => s.id).join(' or ')}), --seed, --index (a whole number from 1), ` +
        '--terminal-hash and --salt',
    );
  const balls = verifyTvDraw({ rules: show.rules, seed: values.seed, index, terminalHash: values['terminal-hash'], salt: values.salt });
  if (!balls) throw new Error(`The seed is not draw ${index} of the chain published as ${values['terminal-hash']}`);
  const given = values.balls?.split(',').map(Number) ?? null;
  return { show: show.id, balls, matches: given ? given.join(',') === balls.join(',') : null };
}
