import { parseArgs } from 'node:util';
import { buildCatalogue, catalogueGames } from '../server/casino/catalogue';
import { OWN_ROUND_ENGINES } from '../src/core/casino/engines';
import { fairDraws, serverSeedHash } from '../src/core/casino/fair';
import { ENGINE_SCHEMAS } from '../src/protocol/casino/schemas';
import { isEntryPoint } from './entryPoint';

/**
 * `npm run verify-round -- --server-seed S --client-seed C --nonce N --game G --bet JSON`:
 * recomputes an own-round game's round from its revealed seeds with the same
 * core the server played it with, and prints the server seed's hash (compare
 * it with the one shown before play), the outcome and the win. The game is a
 * lobby's id ("1001"), a house table's ("scratch-standard") or an
 * engine:variant ("scratch:deluxe"). Bad arguments: stderr, exit 2.
 */
export interface VerifiedRound {
  readonly serverSeedHash: string;
  readonly outcome: unknown;
  readonly win: number;
  readonly draws: number;
}

export function verifyRound(argv: readonly string[]): VerifiedRound {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'server-seed': { type: 'string' },
      'client-seed': { type: 'string' },
      nonce: { type: 'string' },
      game: { type: 'string' },
      bet: { type: 'string' },
    },
    strict: true,
  });
  const serverSeed = values['server-seed'];
  const clientSeed = values['client-seed'];
  const nonce = Number(values.nonce);
  if (!serverSeed || !clientSeed || !Number.isSafeInteger(nonce) || nonce < 0 || !values.game || !values.bet)
    throw new Error('Give --server-seed, --client-seed, --nonce (a whole number from 0), --game and --bet (JSON)');
  const [engineId, variant] = values.game.includes(':') ? values.game.split(':') : [undefined, undefined];
  const game = catalogueGames(buildCatalogue())(values.game);
  const engineKey = engineId ?? game?.engine ?? '';
  const engine = OWN_ROUND_ENGINES[engineKey];
  const schemas = ENGINE_SCHEMAS[engineKey as keyof typeof ENGINE_SCHEMAS];
  const table = engine?.tables[variant ?? game?.variant ?? ''];
  if (!engine || !schemas || table === undefined) throw new Error(`No own-round game ${values.game}`);
  const bet = schemas.bet.safeParse(JSON.parse(values.bet) as unknown);
  if (!bet.success) throw new Error(`The bet does not fit ${engineKey}: ${bet.error.message}`);
  const draws = fairDraws({ serverSeed, clientSeed, nonce });
  const { outcome, win } = engine.play(draws, bet.data as never, table);
  return { serverSeedHash: serverSeedHash(serverSeed), outcome, win, draws: draws.count };
}

if (isEntryPoint(import.meta.url)) {
  try {
    process.stdout.write(`${JSON.stringify(verifyRound(process.argv.slice(2)), null, 2)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
