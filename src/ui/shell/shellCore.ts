import { useMemo } from 'react';
import type { InfoPageQuery, InfoPageResult, PageSeoQuery, PageSeoResult, SupportRequest, SupportRequestResult } from '../../protocol/api';
import { useCore, type CoreClient } from '../app/coreContext';

/**
 * The CoreApi methods the shell adds (src/protocol/api.ts). The tab's client
 * forwards them once src/ui/runtime/client.ts lists them; until then a client
 * without them answers as a failed load, so pages show their error state and
 * the head keeps what the server wrote.
 */
export interface ShellCoreMethods {
  loadInfoPage?(query: InfoPageQuery): Promise<InfoPageResult>;
  loadPageSeo?(query: PageSeoQuery): Promise<PageSeoResult>;
  sendSupportRequest?(request: SupportRequest): Promise<SupportRequestResult>;
}

export interface ShellCore {
  loadInfoPage(query: InfoPageQuery): Promise<InfoPageResult>;
  loadPageSeo(query: PageSeoQuery): Promise<PageSeoResult>;
  sendSupportRequest(request: SupportRequest): Promise<SupportRequestResult>;
}

const NOT_WIRED = 'the tab client does not forward this call';

export function shellCoreOf(core: CoreClient & ShellCoreMethods): ShellCore {
  return {
    loadInfoPage: (query) => (core.loadInfoPage ? core.loadInfoPage(query) : Promise.resolve({ status: 'error', message: NOT_WIRED })),
    loadPageSeo: (query) => (core.loadPageSeo ? core.loadPageSeo(query) : Promise.resolve({ status: 'error', message: NOT_WIRED })),
    sendSupportRequest: (request) =>
      core.sendSupportRequest ? core.sendSupportRequest(request) : Promise.resolve({ status: 'error', message: NOT_WIRED }),
  };
}

export function useShellCore(): ShellCore {
  const core = useCore();
  return useMemo(() => shellCoreOf(core as CoreClient & ShellCoreMethods), [core]);
}
