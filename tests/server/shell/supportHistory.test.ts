import { beforeAll, describe, expect, it } from 'vitest';
import { addOperatorReply, conversationOwner } from '../../../server/shell/support';
import { SUPPORT_CHAT_PATH, SUPPORT_REQUEST_PATH } from '../../../src/protocol/schemas/support';
import { MESSAGES_PATHS, messagesAnswerSchema } from '../../../src/protocol/schemas/messages';
import { SUPPORT_HISTORY_LINK, SUPPORT_HISTORY_PATH, supportHistoryAnswerSchema } from '../../../src/protocol/schemas/supportHistory';
import { Browser } from '../auth/helpers';
import { betsHarnessForFile, newPlayer } from '../bets/harness';

const h = betsHarnessForFile();

const email = (message: string) => ({ kind: 'email', name: 'Ann', contact: 'ann@example.com', message, lang: 'en', page: '/en/live' });
const chat = (message: string, conversationId?: string) => ({
  kind: 'chat',
  name: 'Ann',
  message,
  lang: 'en',
  page: '/en/live',
  ...(conversationId ? { conversationId } : {}),
});

async function historyOf(player: { get: Browser['get'] }) {
  const reply = await player.get(SUPPORT_HISTORY_PATH);
  expect(reply.status).toBe(200);
  return supportHistoryAnswerSchema.parse(reply.body).data.requests;
}

describe('support request history', () => {
  // The chat is offered only with a consultant id.
  beforeAll(async () => {
    await h.db.query(
      `INSERT INTO site_config_field (country_code, field, value) VALUES ('*', 'consultantParams', '{"consultant_id": "c-1"}'::jsonb)
         ON CONFLICT (country_code, field) DO UPDATE SET value = EXCLUDED.value`,
    );
  });

  it("lists the caller's own requests, newest first, a chat once with the consultant's answers; never another's or a guest's", async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const guest = new Browser(h.url);

    expect((await player.post(SUPPORT_REQUEST_PATH, email('Where is my withdrawal?'))).status).toBe(201);
    const started = await player.post<{ data: { id: number; conversationId: string } }>(SUPPORT_REQUEST_PATH, chat('Hello?'));
    expect(started.status).toBe(201);
    // The table's id (the first request's) is the conversation as operators and the inbox know it; the wire has a handle.
    const conversationId = started.body.data.id;
    expect((await player.post(SUPPORT_REQUEST_PATH, chat('Anyone there?', started.body.data.conversationId))).status).toBe(201);
    await addOperatorReply(h.db, conversationId, 'Yes, how can I help?', Date.UTC(2026, 10, 28));
    expect((await other.post(SUPPORT_REQUEST_PATH, email('Not yours'))).status).toBe(201);
    expect((await guest.post(SUPPORT_REQUEST_PATH, email('A guest asks'))).status).toBe(201);

    const mine = await historyOf(player);
    expect(mine.map((r) => [r.kind, r.status, r.message])).toEqual([
      ['chat', 'answered', 'Hello?'],
      ['email', 'sent', 'Where is my withdrawal?'],
    ]);
    expect(mine[0]?.messages.map((m) => [m.author, m.text])).toEqual([
      ['player', 'Hello?'],
      ['player', 'Anyone there?'],
      ['operator', 'Yes, how can I help?'],
    ]);
    expect((await historyOf(other)).map((r) => r.message)).toEqual(['Not yours']);
    expect((await guest.get(SUPPORT_HISTORY_PATH)).status).toBe(401);

    // The answer is in the player's inbox too, leading to the history; the other player's inbox has nothing of it.
    const inbox = messagesAnswerSchema.parse((await player.get(MESSAGES_PATHS.list)).body);
    expect(inbox.items.map((m) => [m.topic, m.body, m.link, m.params])).toEqual([
      ['support_answer', 'Yes, how can I help?', SUPPORT_HISTORY_LINK, { conversationId }],
    ]);
    expect(inbox.unread).toBe(1);
    expect(messagesAnswerSchema.parse((await other.get(MESSAGES_PATHS.list)).body).items).toEqual([]);
    expect(await conversationOwner(h.db, conversationId)).toBe(player.userId);
    expect(await conversationOwner(h.db, conversationId + 10_000)).toBeUndefined();
  });

  it("another player can neither read nor continue a player's chat; a guest's chat stays ownerless", async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const guest = new Browser(h.url);
    const started = await player.post<{ data: { id: number; conversationId: string } }>(SUPPORT_REQUEST_PATH, chat('Private'));
    const handle = encodeURIComponent(started.body.data.conversationId);
    // Even holding the handle: it is sealed to the player who started the chat.
    expect((await other.post(SUPPORT_REQUEST_PATH, chat('Me too', started.body.data.conversationId))).status).toBe(404);
    expect((await other.get(`${SUPPORT_CHAT_PATH}?conversation=${handle}&after=0`)).status).toBe(404);
    expect((await guest.get(`${SUPPORT_CHAT_PATH}?conversation=${handle}&after=0`)).status).toBe(404);
    expect((await other.get(`${SUPPORT_CHAT_PATH}?conversation=${started.body.data.id}&after=0`)).status).toBe(404);
    expect((await player.get(`${SUPPORT_CHAT_PATH}?conversation=${handle}&after=0`)).status).toBe(200);

    const guestChat = await guest.post<{ data: { id: number; conversationId: string } }>(SUPPORT_REQUEST_PATH, chat('Guest hello'));
    const guestConversation = guestChat.body.data.id;
    expect(await conversationOwner(h.db, guestConversation)).toBeNull();
    // Another visitor without the guest's handle cannot reach it by its number.
    expect((await other.get(`${SUPPORT_CHAT_PATH}?conversation=${guestConversation}&after=0`)).status).toBe(404);
    // An answer to a guest's chat goes in the chat only: there is no inbox to put it in.
    expect(await addOperatorReply(h.db, guestConversation, 'Hello guest', Date.UTC(2026, 10, 28))).toBe(true);
    expect(await addOperatorReply(h.db, guestConversation + 10_000, 'Nobody', Date.UTC(2026, 10, 28))).toBe(false);
    expect((await historyOf(other)).map((r) => r.message)).not.toContain('Guest hello');
  });
});
