import { useMemo } from 'react';
import { useCore, type CoreClient } from '../../core-access/coreContext';
import type { SlipCalls } from '../../runtime/client';

/**
 * The bet slip's calls on the worker (src/protocol/api.ts), as the tab's
 * client forwards them (CoreClientImpl implements SlipCalls). A test double
 * of the core that leaves them out answers each as a failed load, so a page
 * under test shows its error state instead of throwing.
 */
export type SlipCore = SlipCalls;

const NOT_WIRED = 'this core does not forward the slip calls';

export function slipCoreOf(core: CoreClient & Partial<SlipCalls>): SlipCore {
  return {
    loadCoupon: (query) => (core.loadCoupon ? core.loadCoupon(query) : Promise.resolve({ status: 'error', message: NOT_WIRED })),
  };
}

export function useSlipCore(): SlipCore {
  const core = useCore();
  return useMemo(() => slipCoreOf(core as CoreClient & Partial<SlipCalls>), [core]);
}
