import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_MODES, OFFICE_HISTORY_STATUSES } from '../../../protocol/constants/betHistory';
import { COUPON_TYPE_IDS, COUPON_TYPE_NAMES } from '../../../protocol/constants/couponTypes';
import type { BetHistoryFilters } from '../../../protocol/officeHistory';
import { useProjectionSelector } from '../../core-access/coreContext';
import { Button } from '../../design/Button';
import { DateRangeFields, submitToAddress } from './filterForm';

interface Props {
  readonly filters: BetHistoryFilters;
  readonly sports: readonly { readonly id: number; readonly name: string }[];
  /** The form's fields, named as the address keeps them; the worker reads them back (src/core/betHistory). */
  readonly onApply: (search: string) => void;
  readonly onReset: () => void;
  readonly csvUrl: string | null;
}

/**
 * The history's filters. A plain form: its fields are named as the address
 * keeps them, so applying it is putting its non-empty fields in the address
 * (a reload or a shared link keeps them); what they mean is the worker's.
 */
export function HistoryFiltersForm({ filters, sports, onApply, onReset, csvUrl }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const accounts = useProjectionSelector('session', (s) => s.accounts?.all_accounts) ?? [];

  const apply = submitToAddress(onApply);

  // Keyed by the filters: the fields show what the address says after a reload or a step back in the browser.
  const key = JSON.stringify(filters);
  return (
    <form
      key={key}
      className="office-history__filters"
      onSubmit={apply}
      aria-label={t('officeHistory.filters.label')}
      data-testid="history-filters"
    >
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('officeHistory.filters.status')}</label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status} data-testid="history-filter-status">
          {OFFICE_HISTORY_STATUSES.map((s) => (
            <option key={s} value={s === 'all' ? '' : s}>
              {t(`officeHistory.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFields
        id={id}
        from={filters.from}
        to={filters.to}
        labels={{ from: t('officeHistory.filters.from'), to: t('officeHistory.filters.to') }}
        testId="history-filter"
      />
      <div className="field">
        <label htmlFor={`${id}-sport`}>{t('officeHistory.filters.sport')}</label>
        <select id={`${id}-sport`} name="sport" defaultValue={filters.sportId ?? ''} data-testid="history-filter-sport">
          <option value="">{t('officeHistory.filters.all_sports')}</option>
          {sports.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('officeHistory.filters.type')}</label>
        <select id={`${id}-type`} name="type" defaultValue={filters.typeId ?? ''} data-testid="history-filter-type">
          <option value="">{t('officeHistory.filters.all_types')}</option>
          {COUPON_TYPE_IDS.map((typeId) => (
            <option key={typeId} value={typeId}>
              {t(`myBets.type.${COUPON_TYPE_NAMES[typeId]}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-mode`}>{t('officeHistory.filters.mode')}</label>
        <select id={`${id}-mode`} name="mode" defaultValue={filters.mode ?? ''} data-testid="history-filter-mode">
          <option value="">{t('officeHistory.filters.all_modes')}</option>
          {HISTORY_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`officeHistory.mode.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      {accounts.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-account`}>{t('officeHistory.filters.account')}</label>
          <select id={`${id}-account`} name="account" defaultValue={filters.accountId ?? ''} data-testid="history-filter-account">
            <option value="">{t('officeHistory.filters.all_accounts')}</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {`${a.label || a.iso} #${a.id}`}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="office-history__filter-actions">
        <Button type="submit" variant="primary" data-testid="history-filter-apply">
          {t('officeHistory.filters.apply')}
        </Button>
        <Button variant="ghost" onClick={onReset} data-testid="history-filter-reset">
          {t('officeHistory.filters.reset')}
        </Button>
        {csvUrl && (
          <a className="button button--ghost" href={csvUrl} download data-testid="history-csv">
            {t('officeHistory.csv')}
          </a>
        )}
      </div>
    </form>
  );
}
