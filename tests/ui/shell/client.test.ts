import { describe, expect, it, vi } from 'vitest';
import { CoreClientImpl, type Link } from '../../../src/ui/runtime/client';
import { shellCoreOf } from '../../../src/ui/shell/shellCore';

/**
 * The real tab client forwards the shell's calls to the host as named
 * questions. Without this the information pages, the head and the support
 * button of the running app would only ever see the "not wired" answer.
 */
describe('the tab client forwards the shell calls', () => {
  it('loadInfoPage, loadPageSeo, sendSupportRequest and readSupportChat reach the host with their arguments', async () => {
    const answers: Record<string, unknown> = {
      loadInfoPage: { status: 'notFound' },
      loadPageSeo: { status: 'error', message: 'x', httpStatus: 500 },
      sendSupportRequest: { status: 'ok', id: 4, conversationId: null },
      readSupportChat: { status: 'ok', messages: [] },
    };
    const ask = vi.fn(async (name: string) => answers[name]);
    const client = new CoreClientImpl('tab');
    client.attachLink({ api: { ask } as unknown as Link['api'], host: 'shared' });
    const shell = shellCoreOf(client);

    expect(await shell.loadInfoPage({ slug: 'contacts', lang: 'en' })).toEqual({ status: 'notFound' });
    expect(await shell.loadPageSeo({ path: '/en/contacts', lang: 'en' })).toEqual({ status: 'error', message: 'x', httpStatus: 500 });
    const request = { kind: 'email', name: 'A', contact: 'a@b.co', message: 'm', lang: 'en', page: '/en' } as const;
    expect(await shell.sendSupportRequest(request)).toEqual({ status: 'ok', id: 4, conversationId: null });
    expect(await shell.readSupportChat({ conversationId: 'h-4', afterId: 0 })).toEqual({ status: 'ok', messages: [] });

    expect(ask).toHaveBeenCalledWith('loadInfoPage', { slug: 'contacts', lang: 'en' });
    expect(ask).toHaveBeenCalledWith('loadPageSeo', { path: '/en/contacts', lang: 'en' });
    expect(ask).toHaveBeenCalledWith('sendSupportRequest', request);
    expect(ask).toHaveBeenCalledWith('readSupportChat', { conversationId: 'h-4', afterId: 0 });
  });

  it('a call made before the host is connected waits for it instead of failing', async () => {
    const client = new CoreClientImpl('tab');
    const pending = client.loadInfoPage({ slug: 'about', lang: 'ru' });
    const ask = vi.fn(async () => ({ status: 'notFound' }));
    client.attachLink({ api: { ask } as unknown as Link['api'], host: 'leader' });
    expect(await pending).toEqual({ status: 'notFound' });
    expect(ask).toHaveBeenCalledWith('loadInfoPage', { slug: 'about', lang: 'ru' });
  });
});
