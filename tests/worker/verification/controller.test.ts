import { describe, expect, it } from 'vitest';
import { VERIFICATION_PATHS, type VerificationState } from '../../../src/protocol/schemas/verification';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { NO_SESSION } from '../../../src/worker/session';
import { VerificationController } from '../../../src/worker/verification/controller';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 29, 12);

const stateWith = (passport: 'missing' | 'pending' | 'approved'): VerificationState => ({
  verified: false,
  fields: {
    verification_status: passport === 'missing' ? 0 : 1,
    verification_types: passport === 'approved' ? [1] : [],
    verification_status_group_code: passport === 'missing' ? null : 'VERIFICATION_PENDING',
    internal_verification_status: 0,
    requested_additional_document: false,
  },
  types: [{ type: 'passport', status: passport, reason: null, documentId: passport === 'missing' ? null : 1 }],
  documents: [],
  maxBytes: 10 * 1024 * 1024,
});

function harness() {
  const clock = new VirtualClock(NOW);
  const server = { state: stateWith('missing'), uploadStatus: 201 };
  const { http, calls } = scriptedHttp(clock, {
    [VERIFICATION_PATHS.state]: [() => json(200, { data: server.state })],
    [VERIFICATION_PATHS.upload]: [
      () => {
        if (server.uploadStatus !== 201)
          return json(server.uploadStatus, {
            error: { code: 'verification.too_large', message: 'The file is larger than the 10 MB allowed' },
          });
        server.state = stateWith('pending');
        const document = {
          id: 1,
          type: 'passport',
          status: 'pending',
          reason: null,
          contentType: 'image/png',
          size: 3,
          uploadedAt: NOW,
          decidedAt: null,
        };
        return json(201, { data: { document, state: server.state } });
      },
    ],
  });
  const controller = new VerificationController({ http, log: { warn: () => undefined } });
  let wallet: Partial<WalletProjection> = { notices: [] };
  const core = coreLink(controller, { clock, projections: { wallet: () => wallet as WalletProjection } });
  return {
    controller,
    server,
    calls,
    settle: () => flushMicrotasks(20),
    signIn: () => core.setSession(signedIn()),
    signOut: () => core.setSession({ ...NO_SESSION, status: 'signedOut' }),
    channel(id: number, event: Record<string, unknown>) {
      wallet = { ...wallet, notices: [{ id, at: NOW, event: event as never }] };
      controller.projectionChanged('wallet');
    },
  };
}

const upload = (h: ReturnType<typeof harness>) =>
  h.controller.handle('tab', {
    id: 'c',
    type: 'verification/upload',
    payload: { documentType: 'passport', file: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }) },
  });

describe('the verification controller', () => {
  it('reads the state at sign-in, shows nothing to a guest, and refuses a guest’s upload', async () => {
    const h = harness();
    expect(await upload(h)).toMatchObject({ rejected: true, code: 'verification.unauthorized' });
    h.signIn();
    await h.settle();
    expect(h.controller.view()).toMatchObject({ player: 'signedIn', state: { types: [{ status: 'missing' }] }, failed: false });
    h.signOut();
    expect(h.controller.view()).toMatchObject({ player: 'guest', state: null });
  });

  it('reads again when the channel tells of a decision, not on other events', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    const reads = h.calls.length;
    h.channel(1, { type: 'balance' });
    await h.settle();
    expect(h.calls.length).toBe(reads);
    h.server.state = stateWith('approved');
    h.channel(2, { type: 'verification_status', documentId: 1, documentType: 'passport', status: 'approved' });
    await h.settle();
    expect(h.calls.length).toBe(reads + 1);
    expect(h.controller.view().state?.types[0]?.status).toBe('approved');
  });

  it('sends the file and shows the state the server answers; a refusal keeps its code and the limit for the page', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    h.server.uploadStatus = 413;
    expect(await upload(h)).toMatchObject({ rejected: true, code: 'verification.too_large' });
    expect(h.controller.view()).toMatchObject({
      uploading: null,
      refusal: { type: 'passport', code: 'verification.too_large', limit: 10 * 1024 * 1024 },
    });
    h.server.uploadStatus = 201;
    expect(await upload(h)).toEqual({ accepted: true, seq: 0 });
    expect(h.controller.view()).toMatchObject({ refusal: null, state: { types: [{ status: 'pending' }] } });
    const sent = h.calls.find((c) => String(c.url).includes(VERIFICATION_PATHS.upload));
    expect(String(sent?.url)).toContain('?type=passport');
  });
});
