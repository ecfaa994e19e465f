import { CASHBACK_TEST_PATH, cashbackSwitchAnswerSchema, cashbackSwitchSchema } from '../../src/protocol/schemas/cashback';
import type { Db } from '../db/db';
import { type Router, takesBody } from '../http/router';
import { readSwitchBody, sendChecked } from '../http/validate';
import { payDueCashback } from './job';

/** POST (test switch, never in production): the job now, or as if the clock said `at`, so a test need not wait out a week. */
export function registerCashbackTestRoutes(router: Router, deps: { readonly db: Db; readonly now: () => number }): void {
  router.post(
    CASHBACK_TEST_PATH,
    async ({ req, res }) => {
      const body = await readSwitchBody(req, res, cashbackSwitchSchema, 'invalid_cashback_switch');
      if (!body) return;
      sendChecked(res, cashbackSwitchAnswerSchema, { paid: await payDueCashback(deps.db, body.at ?? deps.now()) }, 'Cashback switch');
    },
    takesBody(cashbackSwitchSchema),
  );
}
