import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText } from '../../core/format';

/** The session's balance, net position and elapsed time, always in view (UKGC RTS 14). */
export function SessionBar(props: { readonly demo: boolean; readonly balance: string; readonly net: string; readonly startedAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <header className="frame-bar">
      {props.demo ? <span className="frame-bar__demo">{t('casinoPlay.frame.demo')}</span> : null}
      <span>
        {t('casinoPlay.frame.balance')}: <strong data-testid="frame-balance">{props.balance}</strong>
      </span>
      <span>
        {t('casinoPlay.frame.net')}: <strong data-testid="frame-net">{props.net}</strong>
      </span>
      <span>
        {t('casinoPlay.frame.elapsed')}: <strong>{clockText(Math.floor((now - props.startedAt) / 1000))}</strong>
      </span>
    </header>
  );
}
