import { useProjection } from '../../core-access/coreContext';
import { RealityCheckDialog } from './RealityCheckDialog';
import { SessionLimitNotice } from './SessionLimitNotice';
import './limitsTimers.css';

/** What the responsible-gaming timers raised, for the header to show: the reality check's reminder and the session limit's notice. */
export function LimitsTimersPart({ lang }: { lang: string }) {
  const limits = useProjection('limits');
  if (!limits) return null;
  return (
    <>
      {limits.sessionLimitEndedAt !== null && <SessionLimitNotice />}
      {limits.realityCheck && <RealityCheckDialog key={limits.realityCheck.key} reminder={limits.realityCheck} lang={lang} />}
    </>
  );
}
