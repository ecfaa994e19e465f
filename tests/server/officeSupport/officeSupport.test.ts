import { describe, expect, it } from 'vitest';
import { MESSAGES_PATHS, messagesAnswerSchema } from '../../../src/protocol/schemas/messages';
import {
  OFFICE_SUPPORT_ADMIN_PATHS as ADMIN,
  OFFICE_SUPPORT_PATHS as PATHS,
  appealsAnswerSchema,
  ideasAnswerSchema,
  managerAnswerSchema,
  officeRequestCreatedSchema,
  officeRequestsAnswerSchema,
} from '../../../src/protocol/schemas/officeSupport';
import { OFFICE_FILING_LIMITS } from '../../../src/protocol/constants/officeSupport';
import { SUPPORT_HISTORY_PATH, supportHistoryAnswerSchema } from '../../../src/protocol/schemas/supportHistory';
import { Browser } from '../auth/helpers';
import { betsHarnessForFile, newPlayer } from '../bets/harness';

const TOKEN = 'office-support-operator-token';
const h = betsHarnessForFile({ adminToken: TOKEN });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const request = (extra: Record<string, unknown> = {}) => ({
  category: 'withdrawal',
  text: 'My withdrawal is late, please check',
  ...extra,
});

async function operator(path: string, body: unknown, token = TOKEN) {
  const res = await fetch(new URL(path, h.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
}

describe('office support requests', () => {
  it('files a request with a PNG attachment; the operator answers into its thread and the inbox; the owner alone reads it', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const filed = await player.post(PATHS.requests, request({ attachment: { name: 'receipt.pdf', data: PNG.toString('base64') } }));
    expect(filed.status).toBe(201);
    const created = officeRequestCreatedSchema.parse(filed.body).request;
    // The type comes from the bytes: a PNG named .pdf is a PNG.
    expect(created.attachment).toMatchObject({ name: 'receipt.pdf', type: 'image/png', size: PNG.length });
    expect(created.status).toBe('open');

    const file = await player.get(`${PATHS.attachment}?id=${created.attachment?.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await other.get(`${PATHS.attachment}?id=${created.attachment?.id}`)).status).toBe(404);
    expect((await new Browser(h.url).get(`${PATHS.attachment}?id=${created.attachment?.id}`)).status).toBe(401);

    expect((await operator(ADMIN.reply, { requestId: created.id, text: 'Sent today.' }, 'wrong')).status).toBe(401);
    expect((await operator(ADMIN.reply, { requestId: created.id + 10_000, text: 'Nobody' })).status).toBe(404);
    expect((await operator(ADMIN.reply, { requestId: created.id, text: 'Sent today.' })).status).toBe(201);

    const [mine] = officeRequestsAnswerSchema.parse((await player.get(PATHS.requests)).body).requests;
    expect(mine).toMatchObject({ id: created.id, status: 'answered', category: 'withdrawal' });
    expect(mine?.messages.map((m) => [m.author, m.text])).toEqual([['operator', 'Sent today.']]);
    expect(officeRequestsAnswerSchema.parse((await other.get(PATHS.requests)).body).requests).toEqual([]);

    const inbox = messagesAnswerSchema.parse((await player.get(MESSAGES_PATHS.list)).body);
    expect(inbox.items.map((m) => [m.topic, m.body, m.link])).toEqual([['support_answer', 'Sent today.', '/office/support']]);
    expect(inbox.unread).toBe(1);
    // The support history (the modal's) lists it too, with its thread.
    const history = supportHistoryAnswerSchema.parse((await player.get(SUPPORT_HISTORY_PATH)).body).data.requests;
    expect(history.map((r) => [r.kind, r.status, r.message])).toEqual([['office', 'answered', 'My withdrawal is late, please check']]);
  });

  it('refuses a file by its content, its size, and a PDF with a script, with a typed 4xx', async () => {
    const player = await newPlayer(h);
    const text = Buffer.from('just text, named like an image').toString('base64');
    const refused = await player.post(PATHS.requests, request({ attachment: { name: 'photo.png', data: text } }));
    expect([refused.status, (refused.body as { error: { code: string } }).error.code]).toEqual([400, 'attachment_type']);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction 2 0 R /JS (app.alert(1)) >> endobj').toString('base64');
    const unsafe = await player.post(PATHS.requests, request({ attachment: { name: 'a.pdf', data: pdf } }));
    expect([unsafe.status, (unsafe.body as { error: { code: string } }).error.code]).toEqual([400, 'attachment_unsafe']);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    const large = await player.post(PATHS.requests, request({ attachment: { name: 'big.png', data: big } }));
    expect([large.status, (large.body as { error: { code: string } }).error.code]).toEqual([413, 'attachment_too_large']);
    // A 30 MB file never gets read whole: the body limit refuses it.
    const huge = Buffer.alloc(30 * 1024 * 1024).toString('base64');
    expect((await player.post(PATHS.requests, request({ attachment: { name: 'huge.png', data: huge } }))).status).toBe(413);
    const short = await player.post(PATHS.requests, request({ text: 'help' }));
    expect([short.status, (short.body as { error: { code: string } }).error.code]).toEqual([400, 'invalid_request']);
    expect((await player.post(PATHS.requests, request({ category: 'nonsense' }))).status).toBe(400);
    expect(officeRequestsAnswerSchema.parse((await player.get(PATHS.requests)).body).requests).toEqual([]);
    expect((await new Browser(h.url).post(PATHS.requests, request())).status).toBe(401);
  });
});

describe('the personal manager', () => {
  it('is empty until the operator assigns one, then shown to that player only', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    expect(managerAnswerSchema.parse((await player.get(PATHS.manager)).body).manager).toBeNull();
    const manager = { name: 'Olga Petrova', email: 'olga@bethouse.example', phone: '+44 20 7946 0000', hours: 'Mon–Fri 9–18' };
    expect((await operator(ADMIN.manager, { userId: player.userId, manager }, 'nope')).status).toBe(401);
    expect((await operator(ADMIN.manager, { userId: 999_999, manager })).status).toBe(404);
    expect((await operator(ADMIN.manager, { userId: player.userId, manager: { ...manager, email: 'not-mail' } })).status).toBe(400);
    expect((await operator(ADMIN.manager, { userId: player.userId, manager })).status).toBe(200);
    expect(managerAnswerSchema.parse((await player.get(PATHS.manager)).body).manager).toEqual(manager);
    expect(managerAnswerSchema.parse((await other.get(PATHS.manager)).body).manager).toBeNull();
    expect((await operator(ADMIN.manager, { userId: player.userId, manager: null })).status).toBe(200);
    expect(managerAnswerSchema.parse((await player.get(PATHS.manager)).body).manager).toBeNull();
  });
});

describe('ideas', () => {
  it('are stored and listed to their author, bounded, and limited per player', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const idea = { category: 'site', text: 'A dark theme for the bet slip, please' };
    for (let i = 0; i < OFFICE_FILING_LIMITS.ideas.max; i += 1) expect((await player.post(PATHS.ideas, idea)).status).toBe(201);
    const limited = await player.post(PATHS.ideas, idea);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await player.post(PATHS.ideas, { ...idea, text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await player.post(PATHS.ideas, { ...idea, extra: 1 })).status).toBe(400);
    expect(ideasAnswerSchema.parse((await player.get(PATHS.ideas)).body).ideas).toHaveLength(OFFICE_FILING_LIMITS.ideas.max);
    expect(ideasAnswerSchema.parse((await other.get(PATHS.ideas)).body).ideas).toEqual([]);
  });
});

describe('block appeals', () => {
  it('one waits at a time; the operator answers; another player neither sees nor answers it', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const filed = await player.post<{ appeal: { id: number } }>(PATHS.appeals, { text: 'I was blocked by mistake, please look again' });
    expect(filed.status).toBe(201);
    const again = await player.post(PATHS.appeals, { text: 'Any news on my appeal, please?' });
    expect([again.status, (again.body as { error: { code: string } }).error.code]).toEqual([409, 'appeal_open']);
    expect(appealsAnswerSchema.parse((await other.get(PATHS.appeals)).body).appeals).toEqual([]);
    expect((await operator(ADMIN.appealAnswer, { appealId: filed.body.appeal.id, text: 'Lifted.' }, 'bad')).status).toBe(401);
    expect((await operator(ADMIN.appealAnswer, { appealId: filed.body.appeal.id + 10_000, text: 'Lifted.' })).status).toBe(404);
    expect((await operator(ADMIN.appealAnswer, { appealId: filed.body.appeal.id, text: 'Lifted.' })).status).toBe(200);
    const [appeal] = appealsAnswerSchema.parse((await player.get(PATHS.appeals)).body).appeals;
    expect(appeal).toMatchObject({ text: 'I was blocked by mistake, please look again', answer: 'Lifted.' });
    expect((await player.post(PATHS.appeals, { text: 'Thank you, one more question' })).status).toBe(201);
  });
});
