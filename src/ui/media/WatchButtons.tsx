import { useLiveGameTexts } from '../live/liveGameTexts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKind, MediaPlace } from '../../protocol/media';
import type { Rejection } from '../../protocol/rejections';
import { useRefusalDispatch } from '../core-access/useRefusalDispatch';
import { Button } from '../design/Button';
import { Segmented } from '../design/Segmented';

const PLACES: readonly MediaPlace[] = ['left', 'right', 'floating'];

/**
 * A game page's "Watch" (its live video, when it has one) and "Tracker"
 * buttons, with where the player wants it: the left or right column or
 * floating (right by default). The worker opens it in every tab, or moves the
 * one already open; a refusal (the limit of open media, say) is said here.
 */
export function WatchButtons({ gameId, name, hasVideo }: { gameId: number; name: string; hasVideo: boolean }) {
  const { t } = useTranslation();
  const send = useRefusalDispatch();
  const group = useId();
  const [place, setPlace] = useState<MediaPlace>('right');
  const [refusal, setRefusal] = useState<Rejection | null>(null);
  const open = async (kind: MediaKind) => setRefusal(await send({ type: 'media/open', payload: { gameId, kind, place } }));
  if (!useLiveGameTexts()) return <div className="live-media-open" data-testid="media-open" aria-busy="true" />;
  return (
    <div className="live-media-open" data-testid="media-open">
      {hasVideo && (
        <Button
          variant="accent"
          size="sm"
          data-testid="media-watch"
          aria-label={t('liveGame.media.watch_label', { name })}
          onClick={() => void open('video')}
        >
          {t('liveGame.media.watch')}
        </Button>
      )}
      <Button
        size="sm"
        data-testid="media-tracker"
        aria-label={t('liveGame.media.tracker_label', { name })}
        onClick={() => void open('zone')}
      >
        {t('liveGame.media.tracker')}
      </Button>
      <Segmented
        name={`media-place-${group}`}
        label={t('liveGame.media.place')}
        value={place}
        onChange={setPlace}
        options={PLACES.map((p) => ({ value: p, label: t(`liveGame.media.place_${p}`), testId: `media-open-place-${p}` }))}
      />
      {refusal && (
        <p className="live-state" role="alert" data-testid="media-refusal">
          {t(`rejection.${refusal.code}`, { ...refusal.params, defaultValue: t('rejection.generic') })}
        </p>
      )}
    </div>
  );
}
