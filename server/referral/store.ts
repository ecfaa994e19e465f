import type { AttributionClaims } from '../../src/core/referral';
import type { Attribution } from '../../src/protocol/schemas/referral';
import type { Db, Queryable } from '../db/db';

/** Demo partners: a landing with ?btag=abc credits 'abc'. */
export const DEMO_PARTNERS = [
  { code: 'abc', name: 'ABC Affiliates (demo)' },
  { code: 'xyz', name: 'XYZ Media (demo)' },
] as const;

const SEED_LOCK_KEY = 73_310_021;

/**
 * Fills the partner table while it is empty, so an operator's own partners
 * survive restarts. Under a lock, as the other seeders: two processes
 * starting on one new database would both find it empty.
 */
export async function seedReferralDemo(db: Db): Promise<{ seeded: string[] }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM partner');
    if ((row?.n ?? 0) > 0) return { seeded: [] };
    for (const p of DEMO_PARTNERS) await tx.query('INSERT INTO partner (code, name) VALUES ($1, $2)', [p.code, p.name]);
    return { seeded: ['partner'] };
  });
}

/**
 * Credits a new player to the referrer and partner the referral cookies
 * name, when they exist: an unknown code, a disabled partner or the player
 * themself is dropped without a word. Answers whether a row was stored.
 */
export async function recordAttribution(db: Queryable, userId: number, claims: AttributionClaims, now: number): Promise<boolean> {
  const [referrer] =
    claims.referrerId !== null && claims.referrerId !== userId
      ? await db.query<{ id: number }>('SELECT id FROM app_user WHERE id = $1', [claims.referrerId])
      : [];
  const [partner] =
    claims.partnerCode !== null
      ? await db.query<{ code: string }>('SELECT code FROM partner WHERE lower(code) = lower($1) AND enabled', [claims.partnerCode])
      : [];
  if (!referrer && !partner) return false;
  await db.query(
    `INSERT INTO player_attribution (user_id, referrer_id, partner_code, sub_id, link, created_at)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6 / 1000.0)) ON CONFLICT (user_id) DO NOTHING`,
    [userId, referrer?.id ?? null, partner?.code ?? null, claims.subId, claims.link, now],
  );
  return true;
}

export async function readAttribution(db: Db, userId: number): Promise<Attribution | null> {
  const [row] = await db.query<{
    user_id: number;
    referrer_id: number | null;
    partner_code: string | null;
    sub_id: string | null;
    link: string | null;
    created_ms: number;
  }>(
    `SELECT user_id, referrer_id, partner_code, sub_id, link, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
     FROM player_attribution WHERE user_id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    userId: row.user_id,
    referrerId: row.referrer_id,
    partnerCode: row.partner_code,
    subId: row.sub_id,
    link: row.link,
    createdAt: Math.round(row.created_ms),
  };
}

export async function recordCookiesAgreement(
  db: Db,
  userId: number,
  agreeType: 0 | 1 | 2,
  agreedAt: number | null,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO cookies_agreement (user_id, agree_type, agreed_at, logged_at)
     VALUES ($1, $2, to_timestamp($3 / 1000.0), to_timestamp($4 / 1000.0))
     ON CONFLICT (user_id) DO UPDATE SET agree_type = EXCLUDED.agree_type, agreed_at = EXCLUDED.agreed_at, logged_at = EXCLUDED.logged_at`,
    [userId, agreeType, agreedAt, now],
  );
}
