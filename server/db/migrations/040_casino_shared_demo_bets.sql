-- Demo launches bet on the shared tables (crash, roulette) with their demo
-- session's play money: the same bet rows, so one settlement path pays both.
-- A bet is a player's (user_id and account_id, money through the ledger) or a
-- demo session's (demo_owner, money in casino_demo_session.balance), never both.
ALTER TABLE casino_shared_bet
  ADD COLUMN demo_owner text REFERENCES casino_demo_session (id),
  ALTER COLUMN user_id DROP NOT NULL,
  ALTER COLUMN account_id DROP NOT NULL,
  ADD CONSTRAINT casino_shared_bet_one_identity
    CHECK ((demo_owner IS NULL) <> (user_id IS NULL) AND (user_id IS NULL) = (account_id IS NULL));
CREATE UNIQUE INDEX casino_shared_bet_demo_ref ON casino_shared_bet (demo_owner, client_ref) WHERE demo_owner IS NOT NULL;
CREATE INDEX casino_shared_bet_demo_owner ON casino_shared_bet (demo_owner, id DESC) WHERE demo_owner IS NOT NULL;
