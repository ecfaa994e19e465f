import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROTECTION_METHOD_POINTS } from '../../../protocol/constants/protection';
import type { UserConfig } from '../../../protocol/schemas/auth';
import { useSession } from '../../session/useSession';
import type { SecuritySectionProps } from '../security/sectionTypes';
import { officePath, type OfficePage } from './officePath';
import { useOfficeSecurityTexts } from './texts';
import './officeSecurity.css';

type Method = keyof UserConfig['protection_methods'];

/** Where each method is turned on: a section of this page, or another office page. */
const TURN_ON: Readonly<Record<Method, { readonly section: string } | { readonly page: OfficePage }>> = {
  is_changed_password: { section: 'security-two-step' },
  enable_two_factor_auth: { section: 'security-two-step' },
  enable_phone_binding: { page: 'personalData' },
  enable_security_question: { section: 'security-question' },
  enable_email_auth: { page: 'personalData' },
};

/**
 * SPEC protection_level as a meter, with each protection method: on, or what
 * it would add and a link to turn it on. The level and the methods are the
 * server's user config (server/auth/userConfig.ts); nothing is computed here
 * but the display.
 */
export function ProtectionSection({ lang }: SecuritySectionProps) {
  const { t } = useTranslation();
  const ready = useOfficeSecurityTexts();
  const config = useSession()?.config;
  if (!config || !ready) return null;
  const level = config.protection_level;
  const methods = Object.entries(config.protection_methods) as [Method, boolean][];
  return (
    <div className="office-protection" data-testid="protection-level" data-level={level}>
      <p>{t('officeSecurity.protection.level', { level })}</p>
      <div
        className="office-protection__meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        aria-label={t('security.page.protection_title')}
      >
        <span className="office-protection__fill" style={{ inlineSize: `${level}%` }} />
      </div>
      <ul className="office-protection__methods">
        {methods.map(([method, on]) => {
          const target = TURN_ON[method];
          const href = 'section' in target ? `#${target.section}` : officePath(lang, target.page);
          return (
            <li key={method} data-testid={`protection-${method}`} data-on={on}>
              <span>{t(`officeSecurity.protection.method.${method}`)}</span>
              {on ? (
                <span className="office-protection__on">{t('officeSecurity.protection.on')}</span>
              ) : (
                <span className="office-protection__off">
                  <span className="office-protection__adds">
                    {t('officeSecurity.protection.adds', { points: PROTECTION_METHOD_POINTS })}
                  </span>
                  {'section' in target ? (
                    <a href={href}>{t('officeSecurity.protection.turn_on')}</a>
                  ) : (
                    <Link to={href}>{t('officeSecurity.protection.turn_on')}</Link>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
