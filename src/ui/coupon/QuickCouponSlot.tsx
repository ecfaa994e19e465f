import { useState } from 'react';
import type { RouteMeta } from '../../protocol/routes';
import type { CouponProjection } from '../../protocol/slip';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { useProjectionSelector } from '../core-access/coreContext';

const selectOffered = (slip: CouponProjection) => slip.oneClickAvailable;
const selectOn = (slip: CouponProjection) => slip.settings.isActiveOneClick;

/**
 * Where the quick coupon goes, in the first load, so kept tiny: it fetches
 * the quick coupon's app only on a page whose route allows it (SPEC 5, the
 * route table's quickCoupon) on a site that offers one-click, once the player
 * has one-click on (so a visit that never uses it downloads nothing). Turned
 * off from the quick coupon itself, it stays for this tab's visit, so the
 * player can turn it back on where they turned it off.
 */
export function QuickCouponSlot({ lang, meta }: { lang: string; meta: RouteMeta }) {
  const offered = useProjectionSelector('coupon', selectOffered) === true;
  const on = useProjectionSelector('coupon', selectOn) === true;
  const [used, setUsed] = useState(false);
  if (offered && on && !used) setUsed(true);
  if (!meta.quickCoupon || !offered || !(on || used)) return null;
  return <EmbeddedApp name="quickCoupon" props={{ lang }} loading={null} />;
}
