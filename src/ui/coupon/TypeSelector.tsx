import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_TYPE_NAMES, type CouponTypeId } from '../../protocol/constants/couponTypes';
import { usePendingChoice } from './usePendingChoice';
import type { RunCommand } from './useSlipCommands';
import { isRejection } from '../../protocol/rejections';

/** The bet type: only the types the bets in the coupon allow (the core's allowedTypeIds), as radio buttons. */
export function TypeSelector({
  typeId,
  allowed,
  busy,
  run,
}: {
  typeId: CouponTypeId;
  allowed: readonly CouponTypeId[];
  busy: boolean;
  run: RunCommand;
}) {
  const { t } = useTranslation();
  const name = useId();
  const { shown: current, choose, forget } = usePendingChoice(typeId);
  // The current type stays listed while a change of bets is on its way, so the group never loses its checked radio.
  const shown = allowed.includes(typeId) ? allowed : [typeId, ...allowed];
  return (
    <fieldset className="slip-types" data-testid="slip-types">
      <legend className="visually-hidden">{t('coupon.type.label')}</legend>
      {shown.map((id) => (
        <label key={id} className="slip-types__option" data-testid={`slip-type-${id}`}>
          <input
            type="radio"
            name={name}
            value={id}
            checked={id === current}
            disabled={busy}
            onChange={() => {
              choose(id);
              void run({ type: 'coupon/changeType', payload: { typeId: id } }).then((answer) => isRejection(answer) && forget());
            }}
          />
          <span>{t(`coupon.type.${COUPON_TYPE_NAMES[id]}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
