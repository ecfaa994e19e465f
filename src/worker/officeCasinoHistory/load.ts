import { casinoHistoryApiQuery, outcomeEntries, readCasinoHistorySearch, sharedBetFacts, winMultiplier } from '../../core/casino/history';
import {
  CASINO_PATHS,
  historyAnswerSchema,
  type CasinoHistoryItem,
  type CasinoHistoryRound,
  type CasinoHistorySharedBet,
} from '../../protocol/casino/play';
import type { CasinoHistoryAsk, CasinoHistoryResult, CasinoHistoryRow } from '../../protocol/officeCasinoHistory';
import type { HttpClient } from '../http';
import { STEPPED_ROUND_ENGINES } from '../../protocol/casino/engines';
import { steppedOutcomeSchema } from '../../protocol/casino/stepped';

/** A shell word: single-quoted, so a seed or the bet's JSON passes as one argument. */
const quoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

function verifyCommandOf(round: CasinoHistoryRound, serverSeed: string): string {
  const stepped = (STEPPED_ROUND_ENGINES as readonly string[]).includes(round.engine)
    ? steppedOutcomeSchema.safeParse(round.outcome)
    : null;
  return [
    'npm run verify-round --',
    `--server-seed ${quoted(serverSeed)}`,
    `--client-seed ${quoted(round.clientSeed)}`,
    `--nonce ${round.nonce}`,
    `--game ${quoted(round.gameId)}`,
    `--bet ${quoted(JSON.stringify(round.bet))}`,
    // A stepped round (video poker) replays its recorded actions on the dealt round.
    ...(stepped?.success ? [`--actions ${quoted(JSON.stringify(stepped.data.actions))}`] : []),
  ].join(' ');
}

/** The line that checks a shared round: its seed hashed forward to the chain's published hash, and its result. */
function sharedVerifyCommandOf(bet: CasinoHistorySharedBet, seed: string): string {
  return [
    'npm run verify-round --',
    `--table ${bet.table}`,
    `--seed ${seed}`,
    `--index ${bet.chainIndex}`,
    `--terminal-hash ${bet.terminalHash}`,
    `--salt ${quoted(bet.salt)}`,
  ].join(' ');
}

function rowOf(item: CasinoHistoryItem): CasinoHistoryRow {
  const base = {
    id: item.id,
    playedAt: item.playedAt,
    gameId: item.gameId,
    gameName: item.gameName,
    provider: item.provider,
    currency: item.currency,
    stake: item.stake,
    win: item.win,
    freeSpin: item.kind === 'round' && item.freeSpin,
    net: item.win - (item.kind === 'round' && item.freeSpin ? 0 : item.stake),
    multiplier: winMultiplier(item.stake, item.win),
  };
  if (item.kind === 'shared')
    return {
      ...base,
      kind: 'shared',
      table: item.table,
      ...sharedBetFacts(item),
      roundHash: item.roundHash,
      chainIndex: item.chainIndex,
      terminalHash: item.terminalHash,
      salt: item.salt,
      seed: item.seed,
      verifyCommand: item.seed === null ? null : sharedVerifyCommandOf(item, item.seed),
    };
  return {
    ...base,
    kind: 'round',
    outcome: outcomeEntries(item.outcome),
    serverSeedHash: item.serverSeedHash,
    clientSeed: item.clientSeed,
    nonce: item.nonce,
    serverSeed: item.serverSeed,
    verifyCommand: item.serverSeed === null ? null : verifyCommandOf(item, item.serverSeed),
  };
}

/**
 * One page of the office casino history: the address's filters (read by the
 * core), the server's page, and each round or shared-table bet made a row
 * (net, multiplier, the outcome as a list or the bet's facts). Loaded on first use: only the office's page asks.
 */
export async function loadCasinoHistory(
  http: HttpClient,
  input: CasinoHistoryAsk,
  log: { warn(message: string, data?: unknown): void },
): Promise<CasinoHistoryResult> {
  const filters = readCasinoHistorySearch(input.search);
  const asked = casinoHistoryApiQuery(filters, input.page, input.utcOffsetMinutes);
  if (!asked.ok) return { status: 'badRange', filters };
  const answer = await http.get(CASINO_PATHS.rounds, { schema: historyAnswerSchema, auth: true, query: asked.query });
  if (!answer.ok) {
    const f = answer.failure;
    if (f.status === 'http-error' && f.code === 401) return { status: 'signedOut' };
    if (f.status !== 'closed') log.warn('the casino history could not be read', f);
    return { status: 'error', message: 'message' in f ? f.message : f.status };
  }
  const a = answer.value;
  return {
    status: 'ok',
    filters,
    page: a.page,
    total: a.total,
    items: a.items.map(rowOf),
    hasMore: a.page * a.pageSize < a.total,
    games: a.games,
  };
}
