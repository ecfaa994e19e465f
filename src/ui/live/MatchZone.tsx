import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import { livePart, useLivePart } from '../core-access/coreContext';
import { usePreferenceEditor } from '../components/usePreferenceEditor';
import { useGameStatusText } from './GameRow';
import { MatchTracker } from './tracker/MatchTracker';
import './matchZone.css';

interface ZoneFacts {
  readonly opponent1: string;
  readonly opponent2: string;
  readonly score1: number;
  readonly score2: number;
  readonly status: number;
  readonly period: number;
  readonly timeSec: number | null;
  readonly startTime: number;
  readonly sportSlug: string;
}

/**
 * The match zone of a live game (SPEC 3 "zone state"): each side's team and
 * score, the game's clock and the match tracker's field, opened or folded by the
 * player. Whether it is open is a display preference, so it stays as the
 * player left it in every tab and after a reload. A game not started yet
 * has no zone.
 */
export function MatchZone({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const editor = usePreferenceEditor();
  const panelId = useId();
  const text = useLivePart(livePart.game(gameId), (live) => {
    const g = live.games[gameId];
    if (!g) return null;
    const facts: ZoneFacts = {
      opponent1: g.opponent1,
      opponent2: g.opponent2,
      score1: g.score1,
      score2: g.score2,
      status: g.status,
      period: g.period,
      timeSec: g.timeSec,
      startTime: g.startTime,
      sportSlug: g.sportSlug,
    };
    return JSON.stringify(facts);
  });
  const facts = text ? (JSON.parse(text) as ZoneFacts) : null;
  if (!facts || facts.status === GAME_STATUS.line) return null;
  const open = editor.values?.zoneState ?? false;
  return (
    <section className="match-zone" data-testid="match-zone" data-open={open}>
      <button
        type="button"
        className="button match-zone__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="zone-toggle"
        disabled={!editor.values}
        onClick={() => editor.set('zoneState', !open)}
      >
        {t('layout.zone.title')}
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <>
            <ZoneField facts={facts} />
            <MatchTracker gameId={gameId} />
          </>
        )}
      </div>
    </section>
  );
}

function ZoneField({ facts }: { facts: ZoneFacts }) {
  const status = useGameStatusText(facts);
  return (
    <figure className={`match-zone__field match-zone__field--${facts.sportSlug}`} data-testid="zone-field">
      <div className="match-zone__side" data-testid="zone-side-1">
        <span className="match-zone__team">{facts.opponent1}</span>
        <span className="match-zone__score">{facts.score1}</span>
      </div>
      <div className="match-zone__centre" aria-hidden="true">
        :
      </div>
      <div className="match-zone__side" data-testid="zone-side-2">
        <span className="match-zone__score">{facts.score2}</span>
        <span className="match-zone__team">{facts.opponent2}</span>
      </div>
      <figcaption className="match-zone__status" data-testid="zone-status">
        {status}
      </figcaption>
    </figure>
  );
}
