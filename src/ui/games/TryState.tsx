import { useTranslation } from 'react-i18next';
import type { BonusGameState } from '../../protocol/schemas/bonusGames';
import { Badge } from '../design/Badge';
import { hoursMinutes } from './prizeText';

/** What the player may play of a game: today's free try or when the next comes (hh:mm), and the unlocked tries left. */
export function TryState({ state, now }: { state: BonusGameState; now: number }) {
  const { t } = useTranslation();
  return (
    <p className="bg-state" data-testid={`state-${state.game}`}>
      {state.dailyAvailable ? (
        <Badge tone="success" data-testid="daily-available">
          {t('games.state.daily_available')}
        </Badge>
      ) : (
        <Badge tone="muted" data-testid="daily-next">
          {t('games.state.next_daily', { time: hoursMinutes((state.nextDailyAt ?? now) - now) })}
        </Badge>
      )}
      {state.unlockedTries > 0 && (
        <Badge tone="brand" data-testid="unlocked-tries">
          {t('games.state.unlocked', { count: state.unlockedTries })}
        </Badge>
      )}
    </p>
  );
}
