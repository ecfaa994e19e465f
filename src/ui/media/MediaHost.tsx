import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Media } from '../../protocol/media';
import { MediaCard } from './MediaCard';
import { useInView } from './useInView';

/**
 * One media, drawn once into an element of its own that moves between its
 * column's slot and the floating layer: moving an element keeps its <video>
 * playing (a portal whose container changes would start it again). In the
 * column it sits in a placeholder that keeps its height while it floats, so
 * the column does not jump and the observer sees the place come back.
 */
export function MediaHost(props: {
  media: Media;
  lang: string;
  /** The slot of the column it docks in; null: it floats (by choice, or no such column here). */
  column: HTMLElement | null;
  layer: HTMLElement;
  moveOnScroll: boolean;
  /** Whether this page has side columns at all (not on a phone). */
  columns: boolean;
}) {
  const { media, column, layer, moveOnScroll } = props;
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'media-host';
    return element;
  });
  const [place, setPlace] = useState<HTMLElement | null>(null);
  const inView = useInView(column && moveOnScroll ? place : null);
  const docked = column !== null && place !== null && inView;

  useLayoutEffect(() => {
    const parent = docked ? place : layer;
    if (!docked && place && host.parentElement === place) place.style.minBlockSize = `${host.offsetHeight}px`;
    if (docked) place.style.minBlockSize = '';
    if (host.parentElement !== parent) parent.appendChild(host);
  }, [docked, place, layer, host]);
  useLayoutEffect(() => () => host.remove(), [host]);

  return (
    <>
      {column &&
        createPortal(
          <div ref={setPlace} className="media-place" data-testid={`media-place-${media.target}`} data-media={media.id} />,
          column,
        )}
      {createPortal(
        <MediaCard
          media={media}
          lang={props.lang}
          shownFloating={!docked}
          scrolledAway={column !== null && !docked}
          columns={props.columns}
        />,
        host,
      )}
    </>
  );
}
