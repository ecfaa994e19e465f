import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Media, MediaPlace } from '../../protocol/media';
import { useDispatch } from '../core-access/coreContext';
import { IconButton } from '../design/Button';
import type { IconName } from '../design/iconNames';
import { useSession } from '../session/useSession';
import { SignInPrompt } from './SignInPrompt';
import { ScoreOverlay } from './ScoreOverlay';
import { VideoPlayer } from './VideoPlayer';
import { ZonePanel } from './ZonePanel';
import { liveStreamPath } from '../../protocol/constants/media';

const PLACES: readonly { place: MediaPlace; icon: IconName; label: string }[] = [
  { place: 'left', icon: 'panel-left', label: 'media.actions.dock_left' },
  { place: 'right', icon: 'panel-right', label: 'media.actions.dock_right' },
  { place: 'floating', icon: 'picture-in-picture-2', label: 'media.actions.float' },
];

/** Where the player put it (the entity's place, whatever the scroll shows). */
const placeOf = (media: Media): MediaPlace => (media.isFloating ? 'floating' : media.target);

/**
 * One open media: its game (a link to the game's page), where it goes (a
 * column or floating; columns only where the page has them) and its close
 * button, over the video or the tracker. A guest sees a sign-in prompt
 * instead of the stream.
 */
export function MediaCard(props: { media: Media; lang: string; shownFloating: boolean; scrolledAway: boolean; columns: boolean }) {
  const { media } = props;
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const current = placeOf(media);
  const move = (place: MediaPlace) => void dispatch({ type: 'media/move', payload: { mediaId: media.id, place } });
  const places = props.columns ? PLACES : [];
  return (
    <section
      className="media-card"
      aria-label={t(media.type === 'video' ? 'media.card.video' : 'media.card.zone', { title: media.title })}
      data-testid={`media-card-${media.type}-${media.gameId}`}
      data-place={current}
      data-shown={props.shownFloating ? 'floating' : 'docked'}
      data-scrolled-away={props.scrolledAway}
    >
      <header className="media-card__head">
        <Link className="media-card__title" to={`/${props.lang}${media.gameLink}`} data-testid="media-game-link">
          {media.title}
        </Link>
        <div className="media-card__actions">
          {places.map((p) => (
            <IconButton
              key={p.place}
              icon={p.icon}
              label={t(p.label)}
              size="sm"
              aria-pressed={current === p.place}
              data-testid={`media-place-${p.place}`}
              onClick={() => current !== p.place && move(p.place)}
            />
          ))}
          <IconButton
            icon="x"
            label={t('media.actions.close')}
            size="sm"
            data-testid="media-close"
            onClick={() => void dispatch({ type: 'media/close', payload: { mediaId: media.id } })}
          />
        </div>
      </header>
      {media.type === 'video' ? <VideoBody gameId={media.gameId} title={media.title} /> : <ZonePanel gameId={media.gameId} />}
    </section>
  );
}

function VideoBody({ gameId, title }: { gameId: number; title: string }) {
  const session = useSession();
  if (session?.status !== 'signedIn') return <SignInPrompt checking={session === undefined || session.status === 'checking'} />;
  return (
    <VideoPlayer playlist={liveStreamPath(gameId)} token={session.videoToken} title={title} overlay={<ScoreOverlay gameId={gameId} />} />
  );
}
