import { REQUESTED_WITH } from '../../../src/protocol/http';
import {
  ADMIN_MESSAGES_PATH,
  adminMessageAnswerSchema,
  type AdminMessageRequest,
  type Message,
} from '../../../src/protocol/schemas/messages';
import { createMessageService, type MessageService } from '../../../server/messages';
import { createWalletService } from '../../../server/wallet';
import { betsHarnessForFile, type BetsHarness } from '../bets/harness';
import { ADMIN_TOKEN, WEBHOOK_SECRET } from '../wallet/harness';

export { ADMIN_TOKEN };

let service: MessageService | undefined;

/** The push dispatcher of the harness's messages service (it runs only when a test says so). */
export function messagesOf(): MessageService {
  if (!service) throw new Error('no messages service yet');
  return service;
}

/** The bets and wallet harness with a messages service on the same manual clock, its operator endpoint on. */
export function messagesHarnessForFile(): BetsHarness {
  return betsHarnessForFile({
    testFaults: true,
    wallet: ({ db, clock, log }) =>
      createWalletService({ db, log, now: clock.now, adminToken: ADMIN_TOKEN, webhookSecret: WEBHOOK_SECRET, autoRun: false, pollMs: 25 }),
    messages: ({ db, clock, log }) => {
      service = createMessageService({ db, log, now: clock.now, adminToken: ADMIN_TOKEN, autoRun: false, pushHosts: null });
      return service;
    },
  });
}

/** The operator's message to a player through the admin endpoint. */
export async function operatorMessage(
  h: BetsHarness,
  body: Partial<AdminMessageRequest> & { userId: number },
  token = ADMIN_TOKEN,
): Promise<{ status: number; body: unknown; message?: Message }> {
  const res = await fetch(new URL(ADMIN_MESSAGES_PATH, h.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-requested-with': REQUESTED_WITH },
    body: JSON.stringify({ topic: 'notice', ...body }),
  });
  const json = (await res.json()) as unknown;
  return { status: res.status, body: json, ...(res.status === 200 ? { message: adminMessageAnswerSchema.parse(json).message } : {}) };
}
