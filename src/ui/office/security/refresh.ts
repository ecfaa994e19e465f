import { createContext, useContext } from 'react';

/**
 * A change one section makes that another shows (signing the other sessions
 * out is an event in the activity log): the section bumps the round, every
 * section reads its data again.
 */
export interface SecurityRefresh {
  readonly round: number;
  readonly changed: () => void;
}

export const SecurityRefreshContext = createContext<SecurityRefresh>({ round: 0, changed: () => undefined });

export const useSecurityRefresh = (): SecurityRefresh => useContext(SecurityRefreshContext);
