import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CouponView } from '../../../protocol/schemas/bets';
import { CashOut } from './CashOut';
import { currencyDigits, formatMoney } from '../../../core/format';
import { Insurance } from './Insurance';
import { Repeat } from './Repeat';
import { RequestStatus } from './RequestStatus';
import { useCouponRequest } from './useCouponRequest';

/** What the player can do with a placed coupon: sell or insure it while open, repeat it, print it. */
export function CouponActions({ coupon, lang }: { coupon: CouponView; lang: string }) {
  const { t } = useTranslation();
  const request = useCouponRequest(coupon.id);
  const [insuring, setInsuring] = useState(false);
  const money = (minor: number) => formatMoney(minor, coupon.currencyIso, currencyDigits(coupon.currencyIso), lang);
  const open = coupon.status === 'open';
  return (
    <div className="my-bets-card__actions">
      {open && (
        <>
          <CashOut coupon={coupon} request={request} money={money} />
          <Insurance coupon={coupon} request={request} money={money} open={insuring} setOpen={setInsuring} />
        </>
      )}
      <RequestStatus coupon={coupon} request={request} money={money} lang={lang} reopenInsurance={() => setInsuring(true)} />
      <div className="my-bets-card__tools">
        <Repeat coupon={coupon} />
        <Link
          to={`/${lang}/print-coupon/${coupon.id}`}
          target="_blank"
          rel="noopener"
          className="button button--ghost"
          aria-label={t('myBets.print.link_label', { id: coupon.id })}
          data-testid="my-bet-print"
        >
          {t('myBets.print.link')}
        </Link>
      </div>
    </div>
  );
}
