import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_BLOCK_DAYS } from '../../protocol/constants/limits';
import type { SelfBlockView } from '../../protocol/limits';
import { visitorDateTimeFormat } from '../components/visitorTime';
import { Button } from '../design/Button';
import { Modal } from '../design/Modal';
import type { LimitTextFormat } from './limitRefusal';
import { limitErrorText } from './limitsParts';

const DAY_MS = 86_400_000;

/**
 * BlockUser (SPEC 7): the player blocks their own account for play, behind a
 * confirmation that says it is the longest self-exclusion and cannot be
 * undone. Withdrawals and the account stay open, as with any self-exclusion.
 */
export function SelfBlockPanel({ block, format, onBlock }: { block: SelfBlockView | null; format: LimitTextFormat; onBlock: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const when = visitorDateTimeFormat(format.lang, format.clock, 'medium');
  return (
    <article className="limit-card" data-testid="self-block">
      <h3 className="limit-card__name">{t('limitForms.block.title')}</h3>
      <p className="note">{t('limitForms.block.intro')}</p>
      <Button variant="danger" disabled={block?.phase === 'sending'} data-testid="self-block-start" onClick={() => setAsking(true)}>
        {t('limitForms.block.start')}
      </Button>
      {block?.phase === 'sending' && (
        <p role="status" data-testid="self-block-outcome" data-phase="sending">
          {t('limits.card.sending')}
        </p>
      )}
      {block?.phase === 'done' && block.endsAt !== null && (
        <p role="status" data-testid="self-block-outcome" data-phase="done">
          {t('limitForms.block.done', { until: when.format(block.endsAt) })}
        </p>
      )}
      {block?.phase === 'refused' && block.error && (
        <p className="inline-error" role="alert" data-testid="self-block-outcome" data-phase="refused">
          {limitErrorText(t, block.error, format)}
        </p>
      )}
      {asking && (
        <Modal
          title={t('limitForms.block.confirm_title')}
          onClose={() => setAsking(false)}
          testId="self-block-dialog"
          size="sm"
          initialFocus="button"
          footer={
            <>
              <Button data-testid="self-block-back" onClick={() => setAsking(false)}>
                {t('limits.block.back')}
              </Button>
              <Button
                variant="danger"
                data-testid="self-block-confirm"
                onClick={() => {
                  setAsking(false);
                  onBlock();
                }}
              >
                {t('limitForms.block.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('limitForms.block.confirm_body', { until: when.format(format.now + SELF_BLOCK_DAYS * DAY_MS) })}</p>
          <p>
            <strong>{t('limits.block.confirm_final')}</strong>
          </p>
        </Modal>
      )}
    </article>
  );
}
