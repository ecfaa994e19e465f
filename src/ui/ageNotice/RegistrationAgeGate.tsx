import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgeQuestion } from './AgeQuestion';
import { useAskInline } from './inlineAsk';
import { useAgeNotice } from './useAgeNotice';
import { useAgeTexts } from './useAgeTexts';
import './ageNotice.css';

/**
 * Registration opens only for a visitor whose answer to the age notice counts
 * as a "yes" (the ageNotice projection says so): without one it asks first,
 * after a "no" it explains why it is refused and leads to responsible gaming.
 */
export default function RegistrationAgeGate({ lang, children }: { lang: string; children: ReactNode }) {
  const { t } = useTranslation();
  const notice = useAgeNotice();
  const ready = useAgeTexts();
  useAskInline(notice?.status === 'ask');
  if (notice === undefined || notice.status === 'confirmed') return <>{children}</>;
  if (!ready) return null;
  if (notice.status === 'ask')
    return (
      <section className="age-gate" data-testid="registration-age-ask" aria-labelledby="registration-age-ask-title">
        <h2 id="registration-age-ask-title" className="age-gate__title">
          {t('ageNotice.registration_ask')}
        </h2>
        <AgeQuestion minAge={notice.minAge} idPrefix="registration-age" />
      </section>
    );
  return (
    <section className="age-gate" role="alert" data-testid="registration-refused" aria-labelledby="registration-refused-title">
      <h2 id="registration-refused-title" className="age-gate__title">
        {t('ageNotice.refused_title')}
      </h2>
      <p>{t('ageNotice.refused_body', { minAge: notice.minAge })}</p>
      <Link to={`/${lang}/responsiblegaming`} data-testid="registration-refused-help">
        {t('ageNotice.responsible_link')}
      </Link>
    </section>
  );
}
