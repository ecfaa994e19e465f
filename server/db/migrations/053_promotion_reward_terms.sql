-- What a promotion's reward gives, as data its handler reads (src/protocol/schemas/promotions.ts
-- promotionRewardTermsSchema): the free spins of a freeSpins reward (slot, count, stake, days).
ALTER TABLE promotion ADD COLUMN reward_terms jsonb NOT NULL DEFAULT '{}';
