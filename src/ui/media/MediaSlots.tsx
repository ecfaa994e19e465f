import { useCallback, useState } from 'react';
import type { MediaProjection } from '../../protocol/media';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { useProjectionSelector } from '../core-access/coreContext';
import type { MediaSlotElements } from './slots';

const NO_SLOTS: MediaSlotElements = { left: null, right: null };
const selectAny = (media: MediaProjection) => media.items.length > 0;

/** The two column slots' elements, kept as state so the dock hears when a column comes, folds or goes. */
export function useMediaSlots() {
  const [slots, setSlots] = useState<MediaSlotElements>(NO_SLOTS);
  const left = useCallback((el: HTMLElement | null) => setSlots((s) => (s.left === el ? s : { ...s, left: el })), []);
  const right = useCallback((el: HTMLElement | null) => setSlots((s) => (s.right === el ? s : { ...s, right: el })), []);
  return { slots, refs: { left, right } };
}

/** Where a column's docked media go: above the sports menu (left) or above the slip (right). Empty in the first load. */
export function MediaColumnSlot({ side, slotRef }: { side: 'left' | 'right'; slotRef: (el: HTMLElement | null) => void }) {
  return <div ref={slotRef} className="media-slot" data-testid={`media-slot-${side}`} />;
}

/**
 * The media app, fetched only once the player has a video or tracker open
 * (a visit that never opens one downloads nothing of it). It draws the open
 * media into the column slots and the floating layer.
 */
export function MediaLayer({ lang, slots, phone }: { lang: string; slots: MediaSlotElements; phone: boolean }) {
  const any = useProjectionSelector('media', selectAny) === true;
  if (!any) return null;
  return <EmbeddedApp name="media" props={{ lang, slots: phone ? NO_SLOTS : slots }} loading={null} />;
}
