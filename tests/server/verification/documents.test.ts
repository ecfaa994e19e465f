import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REQUESTED_WITH } from '../../../src/protocol/http';
import { WALLET_PATHS } from '../../../src/protocol/schemas/wallet';
import {
  VERIFICATION_PATHS,
  adminDocumentsAnswerSchema,
  uploadAnswerSchema,
  verificationStateAnswerSchema,
} from '../../../src/protocol/schemas/verification';
import { newPlayer, type Player } from '../bets/harness';
import { tempDir } from '../helpers';
import { ADMIN_TOKEN, walletHarnessForFile, withdraw } from '../wallet/harness';

const folder = tempDir('verification-documents-');
vi.stubEnv('ADMIN_TOKEN', ADMIN_TOKEN);
vi.stubEnv('VERIFICATION_DIR', folder.path);
afterAll(() => {
  vi.unstubAllEnvs();
  folder.remove();
});

const h = walletHarnessForFile();

const cookieOf = (player: Player): string => [...player.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(player: Player, type: string, contentType: string, body: Uint8Array, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(`${VERIFICATION_PATHS.upload}?type=${type}`, h.url), {
    method: 'POST',
    headers: { cookie: cookieOf(player), 'x-requested-with': REQUESTED_WITH, 'content-type': contentType, ...headers },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function operator(method: 'GET' | 'POST', path: string, body?: unknown, token = ADMIN_TOKEN) {
  const res = await fetch(new URL(path, h.url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const png = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
const jpegWithExif = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa6633' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' } })
    .toBuffer();

const pdf = (body: string): Buffer =>
  Buffer.from(
    [
      '%PDF-1.7',
      `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${body} >>\nendobj`,
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj',
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ].join('\n'),
  );

async function stateOf(player: Player) {
  const reply = await player.get(VERIFICATION_PATHS.state);
  expect(reply.status).toBe(200);
  return verificationStateAnswerSchema.parse(reply.body).data;
}

const uploaded = (reply: { body: Record<string, unknown> }) => uploadAnswerSchema.parse(reply.body).data.document;

describe('identity documents: what is taken', () => {
  it('takes a PNG by its content and re-encodes a JPEG so its EXIF and GPS are gone', async () => {
    const player = await newPlayer(h);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('secret-owner'))).toBe(true);

    const reply = await upload(player, 'passport', 'image/jpeg', original);
    expect(reply.status).toBe(201);
    const document = uploaded(reply);
    expect(document).toMatchObject({ type: 'passport', status: 'pending', contentType: 'image/jpeg' });

    const file = await fetch(new URL(`${VERIFICATION_PATHS.file}?id=${document.id}`, h.url), { headers: { cookie: cookieOf(player) } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    const stored = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);

    expect((await upload(player, 'selfie', 'image/png', await png())).status).toBe(201);
    // Stored under random names in the configured folder, never the player's file name.
    expect(readdirSync(folder.path).every((name) => /^[0-9a-f-]{36}\.(jpeg|png|pdf)$/.test(name))).toBe(true);
  });

  it('refuses a PNG sent as a PDF, bytes of no kind taken and a type not taken, by content', async () => {
    const player = await newPlayer(h);
    const renamed = await upload(player, 'passport', 'application/pdf', await png());
    expect(renamed).toMatchObject({ status: 415, body: { error: { code: 'verification.content_mismatch' } } });
    expect(String((renamed.body.error as { message: string }).message)).toMatch(/PDF but its content is PNG/);
    const script = await upload(player, 'passport', 'image/jpeg', Buffer.from('<script>alert(1)</script>'));
    expect(script).toMatchObject({ status: 415, body: { error: { code: 'verification.unknown_content' } } });
    const gif = await upload(player, 'passport', 'image/gif', Buffer.from('GIF89a....'));
    expect(gif).toMatchObject({ status: 415, body: { error: { code: 'verification.unsupported_media_type' } } });
    const json = await upload(player, 'passport', 'application/json', Buffer.from('{}'));
    expect(json.status).toBe(415);
    const noHeader = await upload(player, 'passport', 'image/png', await png(), { 'x-requested-with': '' });
    expect(noHeader).toMatchObject({ status: 403, body: { error: { code: 'verification.csrf_rejected' } } });
    const badType = await upload(player, 'driving_licence', 'image/png', await png());
    expect(badType).toMatchObject({ status: 400, body: { error: { code: 'verification.invalid_query' } } });
    expect((await stateOf(player)).documents).toEqual([]);
  });

  it('refuses 30 MB with a clear message, from Content-Length and while streaming a chunked body', async () => {
    const player = await newPlayer(h);
    const big = Buffer.alloc(30 * 1024 * 1024, 0);
    (await png()).copy(big);
    const declared = await upload(player, 'passport', 'image/png', big);
    expect(declared).toMatchObject({ status: 413, body: { error: { code: 'verification.too_large' } } });
    expect(String((declared.body.error as { message: string }).message)).toBe('The file is larger than the 10 MB allowed');

    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 30) controller.enqueue(new Uint8Array(1024 * 1024));
        else controller.close();
      },
    });
    const streamed = await fetch(new URL(`${VERIFICATION_PATHS.upload}?type=passport`, h.url), {
      method: 'POST',
      headers: { cookie: cookieOf(player), 'x-requested-with': REQUESTED_WITH, 'content-type': 'image/png' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await streamed.text();
  });

  it('refuses a PDF with JavaScript, an embedded file or a launch action, however its names are written; takes a plain one', async () => {
    const player = await newPlayer(h);
    const refused = [
      '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>',
      '/OpenAction << /S /J#61vaScript /J#53 (x) >>',
      '/Names << /EmbeddedFiles << /Names [(a.exe) 3 0 R] >> >>',
      '/OpenAction << /S /Launch /F (cmd.exe) >>',
    ];
    for (const body of refused) {
      const reply = await upload(player, 'proof_of_address', 'application/pdf', pdf(body));
      expect(reply, body).toMatchObject({ status: 422, body: { error: { code: 'verification.pdf_active_content' } } });
    }
    // The words in the document's text (a string) are no names: a statement that mentions JavaScript is fine.
    const plain = await upload(player, 'proof_of_address', 'application/pdf', pdf('/Title (About /JavaScript and /Launch)'));
    expect(plain.status).toBe(201);
  });
});

describe('identity documents: who sees them, the operator decides', () => {
  it("another player's document is 404; a guest is 401; the operator needs the token", async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const document = uploaded(await upload(player, 'passport', 'image/png', await png()));
    expect((await other.get(`${VERIFICATION_PATHS.file}?id=${document.id}`)).status).toBe(404);
    expect((await other.get(`${VERIFICATION_PATHS.file}?id=${document.id + 100_000}`)).status).toBe(404);
    expect((await stateOf(other)).documents).toEqual([]);
    expect((await fetch(new URL(VERIFICATION_PATHS.state, h.url))).status).toBe(401);

    expect((await operator('POST', VERIFICATION_PATHS.adminApprove, { documentId: document.id }, 'wrong-token')).status).toBe(401);
    expect((await operator('GET', `${VERIFICATION_PATHS.adminList}?status=pending`, undefined, 'wrong-token')).status).toBe(401);
    expect((await operator('GET', `${VERIFICATION_PATHS.adminFile}?id=${document.id}`, undefined, 'wrong-token')).status).toBe(401);
    const viaOperator = await fetch(new URL(`${VERIFICATION_PATHS.adminFile}?id=${document.id}`, h.url), {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(viaOperator.status).toBe(200);
    expect((await sharp(Buffer.from(await viaOperator.arrayBuffer())).metadata()).format).toBe('png');
    expect((await stateOf(player)).types.find((t) => t.type === 'passport')?.status).toBe('pending');
  });

  it('approving every needed document verifies the player, tells channel and inbox, opens the withdrawal above the threshold', async () => {
    const player = await newPlayer(h, 8_000_000);
    expect((await withdraw(player, player.accountId, 5_000_001)).error).toMatchObject({ code: 'wallet.verification_required' });

    const ids: number[] = [];
    for (const type of ['passport', 'proof_of_address', 'selfie'])
      ids.push(uploaded(await upload(player, type, 'image/png', await png())).id);
    const listed = adminDocumentsAnswerSchema.parse((await operator('GET', `${VERIFICATION_PATHS.adminList}?status=pending`)).body);
    expect(
      listed.data.documents
        .filter((d) => d.userId === player.userId)
        .map((d) => d.id)
        .sort(),
    ).toEqual([...ids].sort());

    const [passport, address, selfie] = ids as [number, number, number];
    const rejected = await operator('POST', VERIFICATION_PATHS.adminReject, {
      documentId: address,
      reason: 'The bill is older than 3 months',
    });
    expect(rejected).toMatchObject({
      status: 200,
      body: { data: { document: { status: 'rejected', reason: 'The bill is older than 3 months' } } },
    });
    expect((await operator('POST', VERIFICATION_PATHS.adminReject, { documentId: passport, reason: ' ' })).status).toBe(400);
    expect((await operator('POST', VERIFICATION_PATHS.adminApprove, { documentId: address })).status).toBe(409);
    expect((await operator('POST', VERIFICATION_PATHS.adminApprove, { documentId: 999_999 })).status).toBe(404);

    let state = await stateOf(player);
    expect(state.types.find((t) => t.type === 'proof_of_address')).toMatchObject({
      status: 'rejected',
      reason: 'The bill is older than 3 months',
    });
    expect(state.fields).toMatchObject({ requested_additional_document: true, verification_status_group_code: 'VERIFICATION_REJECTED' });

    const again = uploaded(await upload(player, 'proof_of_address', 'image/png', await png()));
    for (const id of [passport, selfie, again.id])
      expect((await operator('POST', VERIFICATION_PATHS.adminApprove, { documentId: id })).status).toBe(200);
    state = await stateOf(player);
    expect(state.verified).toBe(true);
    expect(state.fields).toMatchObject({
      internal_verification_status: 1,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      requested_additional_document: false,
      verification_types: [1, 4, 5],
    });

    const events = await h.db.query<{ payload: { documentId: number; status: string } }>(
      `SELECT payload FROM player_event WHERE type = 'verification_status' AND user_id = $1 ORDER BY id`,
      [player.userId],
    );
    expect(events.map((e) => e.payload.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'rejected',
      'pending',
      'approved',
      'approved',
      'approved',
    ]);
    const messages = await h.db.query<{ params: { status: string; reason?: string } }>(
      `SELECT params FROM player_message WHERE topic = 'verification' AND user_id = $1 ORDER BY id`,
      [player.userId],
    );
    expect(messages.map((m) => m.params.status)).toEqual(['rejected', 'approved', 'approved', 'approved']);
    expect(messages[0]?.params.reason).toBe('The bill is older than 3 months');

    const withdrawable = await player.get(`${WALLET_PATHS.withdrawable}?accountId=${player.accountId}`);
    expect(withdrawable.body).toMatchObject({ verified: true });
    expect((await withdraw(player, player.accountId, 5_000_001)).status).toBe(200);
  });
});

describe("the operator console's document page", () => {
  it('needs the console session; lists pending documents, opens one, and approves or rejects as the endpoints do', async () => {
    const player = await newPlayer(h);
    const document = uploaded(await upload(player, 'selfie', 'image/png', await png()));
    const form = (fields: Record<string, string>, cookie = '') =>
      ({
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams(fields),
      }) as const;
    const page = new URL('/__operator/verification', h.url);

    const stranger = await fetch(page, { redirect: 'manual' });
    expect(stranger.status).toBe(303);
    expect((await fetch(new URL('/__operator/verification/approve', h.url), form({ documentId: String(document.id) }))).status).toBe(303);
    expect((await stateOf(player)).types.find((t) => t.type === 'selfie')?.status).toBe('pending');

    const signIn = await fetch(new URL('/__operator/sign-in', h.url), form({ token: ADMIN_TOKEN }));
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const listed = await (await fetch(page, { headers: { cookie } })).text();
    expect(listed).toContain(`data-document="${document.id}"`);
    const file = await fetch(new URL(`/__operator/verification/file?id=${document.id}`, h.url), { headers: { cookie } });
    expect(file.headers.get('content-type')).toBe('image/png');

    const noReason = await fetch(
      new URL('/__operator/verification/reject', h.url),
      form({ documentId: String(document.id), reason: '' }, cookie),
    );
    expect(noReason.status).toBe(400);
    const rejected = await fetch(
      new URL('/__operator/verification/reject', h.url),
      form({ documentId: String(document.id), reason: 'Face hidden' }, cookie),
    );
    expect(rejected.status).toBe(303);
    expect((await stateOf(player)).types.find((t) => t.type === 'selfie')).toMatchObject({ status: 'rejected', reason: 'Face hidden' });
    const again = await fetch(new URL('/__operator/verification/approve', h.url), form({ documentId: String(document.id) }, cookie));
    expect(again.status).toBe(409);
  });
});
