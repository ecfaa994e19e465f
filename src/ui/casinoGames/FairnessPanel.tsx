import { useTranslation } from 'react-i18next';
import type { SharedRound } from '../../protocol/casino/shared';

/** The round's fairness data: the chain's published hash and salt, its index, and once ended its seed (verify-round recomputes it). */
export function FairnessPanel({ round }: { readonly round: SharedRound }) {
  const { t } = useTranslation();
  const { terminalHash, salt, index, seed } = round.fairness;
  return (
    <details className="shared-fair">
      <summary>{t('casinoShared.common.fair')}</summary>
      <dl>
        <dt>{t('casinoShared.common.chain_hash')}</dt>
        <dd dir="ltr">{terminalHash}</dd>
        <dt>{t('casinoShared.common.salt')}</dt>
        <dd dir="ltr">{salt}</dd>
        <dt>{t('casinoShared.common.round_index', { index })}</dt>
        <dd dir="ltr">{seed ?? t('casinoShared.common.seed_hidden')}</dd>
      </dl>
    </details>
  );
}
