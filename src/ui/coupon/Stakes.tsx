import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOBBY_BLOCK_ID } from '../../protocol/constants/couponTypes';
import type { CouponProjection } from '../../protocol/slip';
import { betName, useOutcomeName } from './BetRow';
import { StakeInput } from './StakeInput';
import type { RunCommand } from './useSlipCommands';

interface StakesProps {
  readonly slip: CouponProjection;
  readonly busy: boolean;
  readonly run: RunCommand;
  readonly money: (minor: number) => string;
}

/** The words of the one stake field, by what the stake is. */
const STAKE_LABEL: Readonly<Record<CouponProjection['stakeShape'], string>> = {
  whole: 'coupon.stake.label',
  perLink: 'coupon.stake.chain',
  splitOverLines: 'coupon.stake.split',
  perBet: 'coupon.stake.label',
  perBlock: 'coupon.stake.label',
};

/**
 * The stakes of the coupon's type: one stake (a chain's unit stake, a split
 * type's total), each single's own stake for many singles, each block's for a
 * conditional bet; the system size; the limits and the most the player may
 * stake.
 */
export function Stakes({ slip, busy, run, money }: StakesProps) {
  const { t } = useTranslation();
  const limitsId = useId();
  const limits = limitsText(slip, money, t);
  const common = { step: slip.amountStep, digits: slip.currencyDigits, money, disabled: busy, describedBy: limits ? limitsId : undefined };

  return (
    <section className="slip-section slip-stakes" aria-label={t('coupon.stake.label')} data-testid="slip-stakes">
      {slip.systemValueChoice && <SystemPicker slip={slip} busy={busy} run={run} />}
      {slip.stakeShape === 'perBlock' && <Blocks slip={slip} busy={busy} run={run} money={money} />}
      {slip.stakeShape === 'perBet' && (
        <StakeInput
          {...common}
          label={t('coupon.stake.all_singles')}
          value={slip.amount}
          testId="slip-stake-all"
          onCommit={(amount) => void run({ type: 'coupon/setAmount', payload: { amount } })}
          onStep={(from, direction) => void run({ type: 'coupon/stepStake', payload: { target: { field: 'amount' }, from, direction } })}
        />
      )}
      {slip.stakeShape !== 'perBet' && slip.stakeShape !== 'perBlock' && (
        <StakeInput
          {...common}
          label={t(STAKE_LABEL[slip.stakeShape])}
          value={slip.amount}
          testId="slip-stake"
          onCommit={(amount) => void run({ type: 'coupon/setAmount', payload: { amount } })}
          onStep={(from, direction) => void run({ type: 'coupon/stepStake', payload: { target: { field: 'amount' }, from, direction } })}
          extra={
            slip.player === 'signedIn' && slip.autoMaxAmount !== null ? (
              <button
                type="button"
                className="button slip-max"
                data-testid="slip-stake-max"
                disabled={busy || slip.amount === slip.autoMaxAmount}
                aria-label={t('coupon.stake.max_label', { amount: money(slip.autoMaxAmount) })}
                onClick={() => void run({ type: 'coupon/setAmount', payload: { amount: slip.autoMaxAmount ?? 0 } })}
              >
                {t('coupon.stake.max')}
              </button>
            ) : undefined
          }
        />
      )}
      {limits && (
        <p className="slip-hint" id={limitsId} data-testid="slip-limits">
          {limits}
        </p>
      )}
      {slip.autoMaxOn && <p className="slip-hint">{t('coupon.stake.auto_max')}</p>}
    </section>
  );
}

function limitsText(
  slip: CouponProjection,
  money: (minor: number) => string,
  t: (key: string, values?: Record<string, string>) => string,
): string | null {
  const { minBetAmount: min, maxBetAmount: max } = slip;
  if (min !== null && max !== null) return t('coupon.stake.limits', { min: money(min), max: money(max) });
  if (min !== null) return t('coupon.stake.min_only', { min: money(min) });
  if (max !== null) return t('coupon.stake.max_only', { max: money(max) });
  return null;
}

/** k of n for a system or multibet: the options of the core, each with its number of lines. */
function SystemPicker({ slip, busy, run }: { slip: CouponProjection; busy: boolean; run: RunCommand }) {
  const { t } = useTranslation();
  const id = useId();
  const free = slip.bets.filter((b) => b.bet.blockId !== LOBBY_BLOCK_ID).length;
  const bankers = slip.bets.length - free;
  if (slip.systemOptions.length === 0) return null;
  return (
    <div className="slip-system">
      <label htmlFor={id} className="slip-stake__label">
        {t('coupon.system.label')}
      </label>
      <select
        id={id}
        data-testid="slip-system"
        value={slip.systemValue}
        disabled={busy}
        onChange={(e) => void run({ type: 'coupon/setSystemValue', payload: { value: Number(e.target.value) } })}
      >
        {slip.systemOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {t('coupon.system.option', { value: option.value, legs: free, count: option.combo })}
          </option>
        ))}
      </select>
      <p className="slip-hint">{bankers > 0 ? t('coupon.system.bankers', { count: bankers }) : t('coupon.system.hint')}</p>
    </div>
  );
}

/** A conditional bet's blocks in order: each block's bets, the block a bet is in, and the block's stake ('max' after the first). */
function Blocks({ slip, busy, run, money }: StakesProps) {
  const { t } = useTranslation();
  const nextBlock = Math.max(0, ...slip.blocks.map((b) => b.blockId)) + 1;
  return (
    <section className="slip-blocks" aria-label={t('coupon.blocks.label')} data-testid="slip-blocks">
      <p className="slip-hint">{t('coupon.blocks.first_hint')}</p>
      <ol className="slip-blocks__list">
        {slip.blocks.map((block, index) => {
          const number = index + 1;
          const first = index === 0;
          const isMax = !first && (block.stake === null || block.stake === 'max');
          const value = typeof block.stake === 'number' ? block.stake : first ? slip.amount : 0;
          return (
            <li key={block.blockId} className="slip-block" data-testid={`slip-block-${block.blockId}`}>
              <h3 className="slip-block__title">{t('coupon.blocks.block', { number })}</h3>
              <ul className="slip-block__bets">
                {block.marketIds.map((marketId) => (
                  <BlockBet
                    key={marketId}
                    slip={slip}
                    marketId={marketId}
                    blockId={block.blockId}
                    nextBlock={nextBlock}
                    busy={busy}
                    run={run}
                  />
                ))}
              </ul>
              {!first && (
                <label className="slip-check">
                  <input
                    type="checkbox"
                    checked={isMax}
                    disabled={busy}
                    data-testid="slip-block-max"
                    onChange={(e) =>
                      void run({
                        type: 'coupon/setAmountByBlock',
                        payload: { blockId: block.blockId, amount: e.target.checked ? 'max' : slip.amount },
                      })
                    }
                  />
                  <span>{t('coupon.blocks.max')}</span>
                </label>
              )}
              {!isMax && (
                <StakeInput
                  label={t('coupon.blocks.block_stake', { number })}
                  value={value}
                  step={slip.amountStep}
                  digits={slip.currencyDigits}
                  money={money}
                  disabled={busy}
                  testId={`slip-block-stake-${block.blockId}`}
                  onCommit={(amount) => void run({ type: 'coupon/setAmountByBlock', payload: { blockId: block.blockId, amount } })}
                  onStep={(from, direction) =>
                    void run({ type: 'coupon/stepStake', payload: { target: { field: 'block', blockId: block.blockId }, from, direction } })
                  }
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function BlockBet(props: { slip: CouponProjection; marketId: number; blockId: number; nextBlock: number; busy: boolean; run: RunCommand }) {
  const { t } = useTranslation();
  const item = props.slip.bets.find((b) => b.bet.market.id === props.marketId);
  const outcome = useOutcomeName(item?.bet.market.gameId ?? 0, props.marketId);
  if (!item) return null;
  const name = betName(item, outcome, t('coupon.bet.outcome_fallback', { id: props.marketId }));
  return (
    <li className="slip-block__bet">
      <span className="slip-block__name">
        <bdi>{name}</bdi>
      </span>
      <select
        aria-label={t('coupon.bet.block_label', { name })}
        data-testid={`slip-bet-block-${props.marketId}`}
        value={props.blockId}
        disabled={props.busy}
        onChange={(e) =>
          void props.run({ type: 'coupon/moveToBlock', payload: { marketId: props.marketId, blockId: Number(e.target.value) } })
        }
      >
        {props.slip.blocks.map((block, index) => (
          <option key={block.blockId} value={block.blockId}>
            {t('coupon.blocks.block', { number: index + 1 })}
          </option>
        ))}
        {props.slip.blocks.find((b) => b.blockId === props.blockId)?.marketIds.length !== 1 && (
          <option value={props.nextBlock}>{t('coupon.bet.new_block')}</option>
        )}
      </select>
    </li>
  );
}
