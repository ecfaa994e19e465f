import { describe, expect, it, vi } from 'vitest';
import { CoreClientImpl, type Link } from '../../../src/ui/runtime/client';
import { shellCoreOf } from '../../../src/ui/shell/shellCore';

/**
 * The real tab client forwards the shell's calls to the host. Without this the
 * information pages, the head and the support button of the running app would
 * only ever see the "not wired" answer.
 */
describe('the tab client forwards the shell calls', () => {
  it('loadInfoPage, loadPageSeo, sendSupportRequest and readSupportChat reach the host with their arguments', async () => {
    const api = {
      loadInfoPage: vi.fn(async () => ({ status: 'notFound' })),
      loadPageSeo: vi.fn(async () => ({ status: 'error', message: 'x', httpStatus: 500 })),
      sendSupportRequest: vi.fn(async () => ({ status: 'ok', id: 4, conversationId: null })),
      readSupportChat: vi.fn(async () => ({ status: 'ok', messages: [] })),
    };
    const client = new CoreClientImpl('tab');
    client.attachLink({ api: api as unknown as Link['api'], host: 'shared' });
    const shell = shellCoreOf(client);

    expect(await shell.loadInfoPage({ slug: 'contacts', lang: 'en' })).toEqual({ status: 'notFound' });
    expect(await shell.loadPageSeo({ path: '/en/contacts', lang: 'en' })).toEqual({ status: 'error', message: 'x', httpStatus: 500 });
    const request = { kind: 'email', name: 'A', contact: 'a@b.co', message: 'm', lang: 'en', page: '/en' } as const;
    expect(await shell.sendSupportRequest(request)).toEqual({ status: 'ok', id: 4, conversationId: null });
    expect(await shell.readSupportChat({ conversationId: 4, afterId: 0 })).toEqual({ status: 'ok', messages: [] });

    expect(api.loadInfoPage).toHaveBeenCalledWith({ slug: 'contacts', lang: 'en' });
    expect(api.loadPageSeo).toHaveBeenCalledWith({ path: '/en/contacts', lang: 'en' });
    expect(api.sendSupportRequest).toHaveBeenCalledWith(request);
    expect(api.readSupportChat).toHaveBeenCalledWith({ conversationId: 4, afterId: 0 });
  });

  it('a call made before the host is connected waits for it instead of failing', async () => {
    const client = new CoreClientImpl('tab');
    const pending = client.loadInfoPage({ slug: 'about', lang: 'ru' });
    const loadInfoPage = vi.fn(async () => ({ status: 'notFound' }));
    client.attachLink({ api: { loadInfoPage } as unknown as Link['api'], host: 'leader' });
    expect(await pending).toEqual({ status: 'notFound' });
  });
});
