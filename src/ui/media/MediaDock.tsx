import { useState } from 'react';
import type { MediaProjection } from '../../protocol/media';
import type { PartProps } from '../apps/parts';
import { useProjectionSelector } from '../core-access/coreContext';
import { MediaHost } from './MediaHost';
import './media.css';

const selectItems = (media: MediaProjection) => media.items;

/**
 * Every open media of the browser (the worker's `media` projection, the same
 * in every tab): each docked in its column's slot, or in the floating layer
 * (a fixed corner, mirrored in right-to-left) when it floats, when its column
 * is folded or missing (a phone), or, with the move-video-on-scroll
 * preference, while its column has scrolled it out of view.
 */
export function MediaDock({ lang, slots }: PartProps['media']) {
  const items = useProjectionSelector('media', selectItems) ?? [];
  const moveOnScroll = useProjectionSelector('preferences', (p) => p.moveVideoOnScroll) ?? true;
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  const columns = slots.left !== null || slots.right !== null;
  return (
    <>
      <div ref={setLayer} className="media-layer" data-testid="media-floating" />
      {layer &&
        items.map((media) => (
          <MediaHost
            key={media.id}
            media={media}
            lang={lang}
            column={media.isFloating ? null : slots[media.target]}
            layer={layer}
            moveOnScroll={moveOnScroll}
            columns={columns}
          />
        ))}
    </>
  );
}
