import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import {
  OFFICE_PATHS,
  officeSettingsSchema,
  promoCheckAnswerSchema,
  promoCheckRequestSchema,
  removeWalletRequestSchema,
  transferAnswerSchema,
  transferRequestSchema,
  transfersAnswerSchema,
  walletsAnswerSchema,
} from '../../src/protocol/schemas/office';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import { readJsonBody, sendError, sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { answer, idempotencyKeyOf } from '../wallet/answer';
import { parseInput } from '../wallet/errors';
import { OfficeError, handle } from './errors';
import { checkPromoCode } from './promoCode';
import { officeSettingsOf } from './settings';
import { listTransfers, makeTransfer } from './transfers';
import { removeWallet, savedWallets } from './wallets';
import { OFFICE_DEFAULTS } from '../../src/protocol/constants/office';

/** Test-only (never in production): sets a player's convert setting (SPEC 3 User config), which only the operator changes. */
export const OFFICE_TEST_PATH = '/__test/office';
const officeSwitchSchema = z
  .object({ login: z.string().min(1).max(64), convertAccount: z.union([z.literal(0), z.literal(1), z.literal(2)]) })
  .strict();

/** The office's calls (src/protocol/schemas/office.ts); each needs the player's session and touches only the player's own rows. */
export function registerOfficeRoutes(router: Router, deps: { readonly auth: AuthContext; readonly testRoutes: boolean }): void {
  const { auth } = deps;
  const db = auth.db;
  const signedIn = (req: IncomingMessage) => requireSession(auth, req);

  router.get(
    OFFICE_PATHS.settings,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      answer(res, officeSettingsSchema, await officeSettingsOf(db, session.user));
    }),
    NO_INPUT,
  );

  router.get(
    OFFICE_PATHS.transfers,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      answer(res, transfersAnswerSchema, { transfers: await listTransfers(db, session.userId) });
    }),
    NO_INPUT,
  );

  router.post(
    OFFICE_PATHS.transfers,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(transferRequestSchema, await readJsonBody(req), 'Transfer request');
      const key = idempotencyKeyOf(req, body.idempotencyKey);
      answer(res, transferAnswerSchema, await makeTransfer(db, session.user, body, key, auth.now()));
    }),
    takesBody(transferRequestSchema),
  );

  router.get(
    OFFICE_PATHS.wallets,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      answer(res, walletsAnswerSchema, { wallets: await savedWallets(db, session.userId) });
    }),
    NO_INPUT,
  );

  router.post(
    OFFICE_PATHS.removeWallet,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(removeWalletRequestSchema, await readJsonBody(req), 'Request');
      await removeWallet(db, session.userId, body.methodId, auth.now());
      answer(res, walletsAnswerSchema, { wallets: await savedWallets(db, session.userId) });
    }),
    takesBody(removeWalletRequestSchema),
  );

  router.post(
    OFFICE_PATHS.promoCheck,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(promoCheckRequestSchema, await readJsonBody(req), 'Request');
      if (!OFFICE_DEFAULTS.showPromoCodeCheck) throw new OfficeError('office.promo_check_unavailable', 'The promo-code check is off');
      answer(res, promoCheckAnswerSchema, await checkPromoCode(db, session.userId, body.code, auth.now()));
    }),
    takesBody(promoCheckRequestSchema),
  );

  if (deps.testRoutes)
    router.post(
      OFFICE_TEST_PATH,
      async ({ req, res }) => {
        const patch = await readSwitchBody(req, res, officeSwitchSchema, 'invalid_office_switch');
        if (!patch) return;
        const rows = await db.query('UPDATE app_user SET convert_account = $2 WHERE lower(login) = lower($1) RETURNING id', [
          patch.login,
          patch.convertAccount,
        ]);
        if (rows.length === 0) return sendError(res, 404, 'unknown_player', `No player ${patch.login}`);
        sendJson(res, 200, { ok: true });
      },
      takesBody(officeSwitchSchema),
    );
}
