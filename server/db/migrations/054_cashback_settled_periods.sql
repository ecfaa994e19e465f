-- A cashback period every player of a program has been settled for (server/cashback/job.ts): a pass reads the
-- movements of the periods after the last one here only, and pays those a stopped server missed.
CREATE TABLE cashback_period_settled (
  program text NOT NULL CHECK (program IN ('sport', 'vip', 'premium')),
  period_start timestamptz NOT NULL,
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (program, period_start)
);
