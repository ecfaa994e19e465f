import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../design/Modal';
import { AgeQuestion } from './AgeQuestion';
import { useAskedInline } from './inlineAsk';
import { useAgeNotice } from './useAgeNotice';
import { useAgeTexts } from './useAgeTexts';
import './ageNotice.css';

/**
 * The first-visit age notice of the default layout: while the ageNotice
 * projection asks, a modal puts the question. "No" leads to the
 * responsible-gaming page. Closing it without an answer hides it on this page
 * only: registration still asks (RegistrationAgeGate) and the next page load
 * asks again. Where registration asks in place of its form, the modal waits.
 */
export default function AgeNoticeHost({ lang }: { lang: string }) {
  const notice = useAgeNotice();
  const [dismissed, setDismissed] = useState(false);
  const askedInline = useAskedInline();
  const asking = notice?.status === 'ask' && !dismissed && !askedInline;
  return asking ? <AgeNoticeModal lang={lang} minAge={notice.minAge} onClose={() => setDismissed(true)} /> : null;
}

function AgeNoticeModal({ lang, minAge, onClose }: { lang: string; minAge: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ready = useAgeTexts();
  if (!ready) return null;
  return (
    <Modal title={t('ageNotice.title')} onClose={onClose} testId="age-notice" size="sm">
      <AgeQuestion
        minAge={minAge}
        idPrefix="age-notice"
        onAnswered={(answer) => {
          if (answer === 'no') void navigate(`/${lang}/responsiblegaming`);
        }}
      />
    </Modal>
  );
}
