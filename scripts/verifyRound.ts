import { parseArgs } from 'node:util';
import { buildCatalogue, catalogueGames } from '../server/casino/catalogue';
import { OWN_ROUND_ENGINES } from '../src/core/casino/engines';
import { fairDraws, serverSeedHash, type RoundSeeds } from '../src/core/casino/fair';
import { replaySteppedRound, steppedEngineOf, type SomeSteppedEngine } from '../src/core/casino/steppedEngines';
import type { SteppedEngineId } from '../src/protocol/casino/engines';
import { STEPPED_SCHEMAS } from '../src/protocol/casino/steppedSchemas';
import { nextDown } from '../src/core/casino/shared/hashChain';
import { verifySharedRound } from '../src/core/casino/shared/sharedResult';
import { sharedTableIdSchema, type SharedResult, type SharedTableId } from '../src/protocol/casino/shared';
import { ENGINE_SCHEMAS } from '../src/protocol/casino/schemas';
import { isEntryPoint } from './entryPoint';
import { verifyVirtualEventArgs } from './verifyVirtualEvent';
import { verifyTvDrawArgs } from './verifyTvDraw';
import { verifyLottoArgs } from './verifyLotto';

/**
 * `npm run verify-round -- --server-seed S --client-seed C --nonce N --game G --bet JSON`:
 * recomputes an own-round game's round from its revealed seeds with the same
 * core the server played it with, and prints the server seed's hash (compare
 * it with the one shown before play), the outcome and the win. The game is a
 * lobby's id ("1001"), a house table's ("scratch-standard") or an
 * engine:variant ("scratch:deluxe"). A stepped game's round (video poker) also takes
 * `--actions JSON` (its recorded actions, `[{"type":"draw","hold":5}]`), replayed on the dealt round.
 *
 * `npm run verify-round -- --table crash|roulette --seed S --index I --terminal-hash H --salt X`:
 * checks a shared table's round (crash, roulette) from what the table published: the seed hashes forward
 * `index` times to the chain's terminal hash, and the result it gives. Bad arguments, or a seed that is not
 * of that chain: stderr, exit 2.
 *
 * `npm run verify-round -- --virtual football|tennis|racing --seed S --index I --terminal-hash H --salt X`:
 * a virtual sports event the same way (scripts/verifyVirtualEvent.ts).
 * `npm run verify-round -- --tv-show S --seed S --index I --terminal-hash H --salt X [--balls B]`: a TV draw
 * (scripts/verifyTvDraw.ts), the same chain check and the balls the seed draws.
 * `npm run verify-round -- --lottery 6-49 --draw N --seed S [--seed-hash H] [--balls ...] [--lines JSON]`: a lotto
 * draw (scripts/verifyLotto.ts).
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
      actions: { type: 'string' },
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
  const stepped = steppedEngineOf(engineKey);
  if (stepped) return verifySteppedRound(stepped, engineKey, variant ?? game?.variant ?? '', { serverSeed, clientSeed, nonce }, values);
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

/**
 * A stepped round (video poker): `--actions` (a JSON array, as the office's line gives it) replayed on the
 * round the seeds deal; the outcome is the final view and the actions, as the round's record holds them.
 */
function verifySteppedRound(
  engine: SomeSteppedEngine,
  engineKey: string,
  variant: string,
  seeds: RoundSeeds,
  values: { readonly bet?: string; readonly actions?: string },
): VerifiedRound {
  const schemas = STEPPED_SCHEMAS[engineKey as SteppedEngineId];
  const table = engine.tables[variant];
  if (table === undefined) throw new Error(`No variant ${variant} of ${engineKey}`);
  const bet = schemas.bet.safeParse(JSON.parse(values.bet ?? '') as unknown);
  if (!bet.success) throw new Error(`The bet does not fit ${engineKey}: ${bet.error.message}`);
  const actions: unknown = JSON.parse(values.actions ?? '[]');
  if (!Array.isArray(actions) || !actions.every((action) => schemas.action.safeParse(action).success))
    throw new Error(`Give --actions as the JSON array of the round's actions of ${engineKey}`);
  const draws = fairDraws(seeds);
  const state = replaySteppedRound(engine, draws, bet.data, table, actions);
  if (state === null) throw new Error('An action is not one the replayed round allows at its step');
  const win = engine.isOver(state) ? engine.winOf(state, table as never) : 0;
  return {
    serverSeedHash: serverSeedHash(seeds.serverSeed),
    outcome: { view: engine.viewOf(state, table as never), actions },
    win,
    draws: draws.count,
  };
}

export interface VerifiedSharedRound {
  readonly table: SharedTableId;
  /** SHA-256 of the seed: the round's hash as the history shows it (the chain's round before). */
  readonly roundHash: string;
  readonly result: SharedResult;
}

export function verifySharedRoundArgs(argv: readonly string[]): VerifiedSharedRound {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      table: { type: 'string' },
      seed: { type: 'string' },
      index: { type: 'string' },
      'terminal-hash': { type: 'string' },
      salt: { type: 'string' },
    },
    strict: true,
  });
  const table = sharedTableIdSchema.safeParse(values.table);
  const index = Number(values.index);
  const seed = values.seed ?? '';
  if (
    !table.success ||
    !/^[0-9a-f]{64}$/.test(seed) ||
    !Number.isSafeInteger(index) ||
    index < 1 ||
    !values['terminal-hash'] ||
    !values.salt
  )
    throw new Error('Give --table (crash or roulette), --seed (64 hex), --index (a whole number from 1), --terminal-hash and --salt');
  const result = verifySharedRound({ table: table.data, seed, index, terminalHash: values['terminal-hash'], salt: values.salt });
  if (!result) throw new Error(`The seed is not round ${index} of the chain published as ${values['terminal-hash']}`);
  return { table: table.data, roundHash: nextDown(seed), result };
}

if (isEntryPoint(import.meta.url)) {
  try {
    const argv = process.argv.slice(2);
    const verified = argv.includes('--virtual')
      ? verifyVirtualEventArgs(argv)
      : argv.includes('--tv-show')
        ? verifyTvDrawArgs(argv)
        : argv.includes('--lottery')
          ? verifyLottoArgs(argv)
          : argv.includes('--table')
            ? verifySharedRoundArgs(argv)
            : verifyRound(argv);
    process.stdout.write(`${JSON.stringify(verified, null, 2)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
