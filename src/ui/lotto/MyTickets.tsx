import { useTranslation } from 'react-i18next';
import type { LottoProjection } from '../../protocol/lotto';
import { Money } from './Money';
import { SignInPrompt } from './SignInPrompt';
import { TicketList } from './TicketList';

/** The player's tickets in every draw with their status and wins, and what they won in all; a guest is asked to sign in. */
export function MyTickets({ view }: { view: LottoProjection }) {
  const { t } = useTranslation();
  if (view.player !== 'signedIn') return <SignInPrompt text={t('lotto.sign_in_to_view')} />;
  if (view.tickets.length === 0) return <p className="hint">{t('lotto.no_tickets')}</p>;
  const currency = view.lotteries[0]?.currency ?? 'RUB';
  const won = view.tickets.reduce((sum, ticket) => sum + ticket.win, 0);
  return (
    <>
      <p data-testid="lotto-won-total">
        {t('lotto.won_total')}: <Money minor={won} currency={currency} />
      </p>
      <TicketList tickets={view.tickets} draws={view.draws} currency={currency} />
    </>
  );
}
