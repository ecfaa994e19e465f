import type { SessionProjection } from '../../protocol/session';

/**
 * What a first-deposit offer asks of this visitor: a guest registers, a player
 * who declined bonuses or has deposited already is past it, anyone else
 * deposits. Null while the session is still being checked.
 */
export type FirstDepositStep = 'register' | 'declined' | 'done' | 'deposit';

export function firstDepositStep(session: SessionProjection | undefined): FirstDepositStep | null {
  if (!session || session.status === 'checking') return null;
  if (session.status !== 'signedIn') return 'register';
  if (session.config?.bonus_choice === 0) return 'declined';
  return session.config?.has_deposit ? 'done' : 'deposit';
}
