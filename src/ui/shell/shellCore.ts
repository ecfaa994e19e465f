import { useMemo } from 'react';
import { useCore, type CoreClient } from '../core-access/coreContext';
import type { ShellCalls } from '../runtime/client';

/**
 * The shell's calls on the worker (src/protocol/api.ts), as the tab's client
 * forwards them (CoreClientImpl implements ShellCalls). A test double of the
 * core that leaves them out answers each as a failed load, so a page under
 * test shows its error state instead of throwing.
 */
export type ShellCore = ShellCalls;

const NOT_WIRED = 'this core does not forward the shell calls';

export function shellCoreOf(core: CoreClient & Partial<ShellCalls>): ShellCore {
  return {
    loadInfoPage: (query) => (core.loadInfoPage ? core.loadInfoPage(query) : Promise.resolve({ status: 'error', message: NOT_WIRED })),
    loadPageSeo: (query) => (core.loadPageSeo ? core.loadPageSeo(query) : Promise.resolve({ status: 'error', message: NOT_WIRED })),
    sendSupportRequest: (request) =>
      core.sendSupportRequest ? core.sendSupportRequest(request) : Promise.resolve({ status: 'error', message: NOT_WIRED }),
    readSupportChat: (query) =>
      core.readSupportChat ? core.readSupportChat(query) : Promise.resolve({ status: 'error', message: NOT_WIRED }),
  };
}

export function useShellCore(): ShellCore {
  const core = useCore();
  return useMemo(() => shellCoreOf(core as CoreClient & Partial<ShellCalls>), [core]);
}
