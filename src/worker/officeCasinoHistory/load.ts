import { casinoHistoryApiQuery, outcomeEntries, readCasinoHistorySearch, winMultiplier } from '../../core/casino/history';
import { CASINO_PATHS, historyAnswerSchema, type CasinoHistoryRound } from '../../protocol/casino/play';
import type { CasinoHistoryAsk, CasinoHistoryResult, CasinoHistoryRow } from '../../protocol/officeCasinoHistory';
import type { HttpClient } from '../http';

/** A shell word: single-quoted, so a seed or the bet's JSON passes as one argument. */
const quoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

function verifyCommandOf(round: CasinoHistoryRound, serverSeed: string): string {
  return [
    'npm run verify-round --',
    `--server-seed ${quoted(serverSeed)}`,
    `--client-seed ${quoted(round.clientSeed)}`,
    `--nonce ${round.nonce}`,
    `--game ${quoted(round.gameId)}`,
    `--bet ${quoted(JSON.stringify(round.bet))}`,
  ].join(' ');
}

function rowOf(round: CasinoHistoryRound): CasinoHistoryRow {
  return {
    id: round.id,
    playedAt: round.playedAt,
    gameId: round.gameId,
    gameName: round.gameName,
    provider: round.provider,
    currency: round.currency,
    stake: round.stake,
    win: round.win,
    net: round.win - round.stake,
    multiplier: winMultiplier(round.stake, round.win),
    outcome: outcomeEntries(round.outcome),
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    serverSeed: round.serverSeed,
    verifyCommand: round.serverSeed === null ? null : verifyCommandOf(round, round.serverSeed),
  };
}

/**
 * One page of the office casino history: the address's filters (read by the
 * core), the server's page, and each round made a row (net, multiplier, the
 * outcome as a list). Loaded on first use: only the office's page asks.
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
