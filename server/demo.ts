import type { Db } from './db/db';
import { seedDemoData } from './db/seed';
import { seedAuthDemo } from './auth';
import { seedBetsDemo } from './bets';
import { seedSeoDemo } from './seo';
import { seedContentDemo } from './content';
import { seedPromotionsDemo } from './promotions';
import { seedReferralDemo } from './referral';
import { seedTournamentsDemo } from './casino/tournaments';
import { seedAlphabetDemo } from './alphabet';

/**
 * Fills every empty table with the demo data of each area. Each seeder writes
 * only into its own tables while they are empty, so an operator's edits
 * survive restarts. Answers the tables that were filled.
 */
export async function seedDemo(db: Db): Promise<string[]> {
  const seeded: string[] = [];
  for (const seed of [
    seedDemoData,
    seedSeoDemo,
    seedContentDemo,
    (d: Db) => seedPromotionsDemo(d),
    (d: Db) => seedAuthDemo(d),
    (d: Db) => seedBetsDemo(d),
    seedReferralDemo,
    (d: Db) => seedTournamentsDemo(d),
    seedAlphabetDemo,
  ])
    seeded.push(...(await seed(db)).seeded);
  return seeded;
}
