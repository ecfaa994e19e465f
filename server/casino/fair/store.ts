import { randomBytes } from 'node:crypto';
import { fairDraws, serverSeedHash, type FairDraws } from '../../../src/core/casino/fair';
import type { RotateAnswer, Seeds } from '../../../src/protocol/casino/play';
import type { Queryable } from '../../db/db';

/** A pair of seeds as stored: the secret server seed stays here until rotated. */
export interface SeedRow {
  readonly id: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nextNonce: number;
}

type Row = {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
};

const rowOf = (r: Row): SeedRow => ({
  id: r.id,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: r.next_nonce,
});

export const publicSeeds = (seed: SeedRow): Seeds => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nextNonce: seed.nextNonce,
});

/** 32 random bytes, hex: the secret whose SHA-256 the player sees before any round. */
const newServerSeed = (): string => randomBytes(32).toString('hex');
/** The client seed a player starts with (they may change it before any round). */
const newClientSeed = (): string => randomBytes(8).toString('hex');

async function insertPair(q: Queryable, owner: string, clientSeed: string, now: number, lock = false): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  // Two first requests of one owner race on the partial unique index: the loser reads the winner's pair.
  await q.query(
    `INSERT INTO casino_seed (owner, server_seed, server_seed_hash, client_seed, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (owner) WHERE revealed_at IS NULL DO NOTHING`,
    [owner, serverSeed, serverSeedHash(serverSeed), clientSeed, new Date(now)],
  );
  const found = await findCurrent(q, owner, lock);
  if (!found) throw new Error(`casino: no current seeds for ${owner} after insert`);
  return found;
}

async function findCurrent(q: Queryable, owner: string, lock: boolean): Promise<SeedRow | null> {
  const [row] = await q.query<Row>(
    `SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM casino_seed WHERE owner = $1 AND revealed_at IS NULL
     ${lock ? 'FOR UPDATE' : ''}`,
    [owner],
  );
  return row ? rowOf(row) : null;
}

/** The owner's current pair, made on first use; `lock` holds it to the transaction's end (a round takes its nonce). */
export async function currentSeeds(q: Queryable, owner: string, now: number, lock = false): Promise<SeedRow> {
  return (await findCurrent(q, owner, lock)) ?? (await insertPair(q, owner, newClientSeed(), now, lock));
}

/**
 * The round's randomness: the owner's current pair, locked, its next nonce
 * taken (so no other round reads the same numbers), and the draws of that
 * nonce. Inside the round's transaction, which rolls the nonce back with it.
 */
export async function takeRoundDraws(q: Queryable, owner: string, now: number): Promise<{ seeds: SeedRow; draws: FairDraws }> {
  const seeds = await currentSeeds(q, owner, now, true);
  await q.query('UPDATE casino_seed SET next_nonce = next_nonce + 1 WHERE id = $1', [seeds.id]);
  return { seeds, draws: fairDraws({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nextNonce }) };
}

/** The player's own client seed for the next rounds of the pair: the server seed was committed before, so it cannot follow it. */
export async function changeClientSeed(q: Queryable, owner: string, clientSeed: string, now: number): Promise<SeedRow> {
  const seed = await currentSeeds(q, owner, now, true);
  if (seed.nextNonce === 0) {
    await q.query('UPDATE casino_seed SET client_seed = $2 WHERE id = $1', [seed.id, clientSeed]);
    return { ...seed, clientSeed };
  }
  // Rounds were played with this client seed: they stay verifiable with it, so a new pair starts (the old seed is revealed).
  await reveal(q, seed.id, now);
  return insertPair(q, owner, clientSeed, now);
}

async function reveal(q: Queryable, id: number, now: number): Promise<void> {
  await q.query('UPDATE casino_seed SET revealed_at = $2 WHERE id = $1', [id, new Date(now)]);
}

/** Reveals the current server seed (so its rounds can be checked) and starts a new pair with the same client seed. */
export async function rotateSeeds(q: Queryable, owner: string, now: number): Promise<RotateAnswer> {
  const seed = await currentSeeds(q, owner, now, true);
  await reveal(q, seed.id, now);
  const next = await insertPair(q, owner, seed.clientSeed, now);
  return {
    revealed: { serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, rounds: seed.nextNonce },
    current: publicSeeds(next),
  };
}
