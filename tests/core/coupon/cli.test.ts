import { describe, expect, it } from 'vitest';
import { CliError, main, parseCouponArgs, renderCoupon, USAGE } from '../../../scripts/coupon';

const argv = (s: string): string[] => s.split(' ');

/** Runs main() and keeps what it printed. */
function runMain(line: string): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    argv(line),
    (t) => out.push(t),
    (t) => err.push(t),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('QA command line (scripts/coupon.ts)', () => {
  it('prints lines, stake per line, coefficient, current and max return', () => {
    const text = renderCoupon(parseCouponArgs(argv('--type 2 --system 2 --odds 2,3.5,2.4 --stake 300')));
    expect(text).toContain('3 lines');
    expect(text).toContain('per line 100.00 RUB');
    expect(text).toContain('coefficient 6.733');
    expect(text).toContain('current return 0.00 RUB');
    expect(text).toContain('max return 2020.00 RUB');
    expect(text).toContain('#3 legs 1,2 coef 8.4 stake 100.00 RUB');
  });

  it('lists the remainder on the first lines, and the return is what the lines pay', () => {
    const text = renderCoupon(parseCouponArgs(argv('--type 2 --system 2 --odds 2,3.5,2.4 --stake 1')));
    expect(text).toContain('per line 0.33 RUB (+1 minor unit on the first 1)');
    expect(text).toContain('#1 legs 0,1 coef 7 stake 0.34 RUB');
    expect(text).toContain('#2 legs 0,2 coef 4.8 stake 0.33 RUB');
    expect(text).toContain('max return 6.74 RUB'); // 0.34 x 7 + 0.33 x 4.8 + 0.33 x 8.4
  });

  it('takes statuses, bankers, a format in any case and a currency; shows a count for huge systems', () => {
    const o = parseCouponArgs(
      argv('--type 2 --system 2 --odds 1.5,2,3,4 --stake 3 --status 1,1,1,0 --bankers 0 --format American --currency usd'),
    );
    expect(o.spec.stake).toBe(300);
    expect(o.spec.legs[0]).toMatchObject({ banker: true, status: 1 });
    const text = renderCoupon(o);
    expect(text).toContain('current return 9.00 USD'); // banker 1.5 x the one winning line 2 x 3, at 1.00 a line
    expect(text).toMatch(/coefficient \+/);
    expect(parseCouponArgs(argv('--type 1 --odds 2,3 --stake 1 --format HONGKONG')).format).toBe(3);
    expect(parseCouponArgs(argv('--type 1 --odds 2,3 --stake 1 --format 4')).format).toBe(4);
    const big = renderCoupon(parseCouponArgs(['--type', '7', '--odds', '2,2,2,2,2,2,2,2', '--stake', '255', '--lines', '2']));
    expect(big).toContain('... 253 more lines');
  });

  it('prints each line with its status and return, in the right plural', () => {
    const text = renderCoupon(parseCouponArgs(argv('--type 2 --system 2 --odds 2,3.5,2.4 --stake 300 --status 1,0,-2')));
    expect(text).toContain('#1 legs 0,1 coef 7 stake 100.00 RUB, lost, return 0.00 RUB');
    expect(text).toContain('#2 legs 0,2 coef 4.8 stake 100.00 RUB, open, return 0.00 RUB..480.00 RUB');
    const single = renderCoupon(parseCouponArgs(argv('--type 0 --odds 2 --stake 1 --status 2')));
    expect(single).toContain('type 0 (single), 1 leg, 1 line');
    expect(single).toContain('#1 leg 0 coef 2 stake 1.00 RUB, returned, return 1.00 RUB');
    const half = renderCoupon(parseCouponArgs(argv('--type 1 --odds 1.5,3 --stake 1 --status 1,5')));
    expect(half).toContain('part returned, return 0.75 RUB'); // 1.5 x half the stake back
    expect(renderCoupon(parseCouponArgs(['--type', '7', '--odds', '2,2', '--stake', '3', '--lines', '2']))).toMatch(/\.\.\. 1 more line$/);
  });

  it('chain lines print the stake each leg really takes, and what the chain holds after it', () => {
    const text = renderCoupon(parseCouponArgs(argv('--type 3 --odds 2,3,1.5 --stake 10 --status 1,0,-2')));
    expect(text).toContain('unit stake 10.00 RUB');
    expect(text).toContain('#1 leg 0 coef 2 stake 10.00 RUB, won, holds 20.00 RUB after it');
    expect(text).toContain('#2 leg 1 coef 3 stake 10.00 RUB, lost, holds 10.00 RUB after it');
    expect(text).toContain('#3 leg 2 coef 1.5 stake 10.00 RUB, open, holds 0.00 RUB..15.00 RUB after it');
    // a chain that lost its whole account stakes what is left
    const short = renderCoupon(parseCouponArgs(argv('--type 3 --odds 2,3 --stake 10 --status 5,-2')));
    expect(short).toContain('#2 leg 1 coef 3 stake 5.00 RUB, open, holds 0.00 RUB..15.00 RUB after it');
    const open = renderCoupon(parseCouponArgs(argv('--type 3 --odds 2,3 --stake 10')));
    expect(open).toContain('#2 leg 1 coef 3 stake 0.00 RUB..10.00 RUB, open');
  });

  it('groups legs into conditional blocks with block stakes; the first block stake stands for --stake', () => {
    const o = parseCouponArgs(argv('--type 5 --odds 2,3,1.5,4 --blocks 1,1,2,3 --block-stakes 1:100,2:50,3:max --status 1,1,-2,-2'));
    expect(o.spec.legs.map((l) => l.block)).toEqual([1, 1, 2, 3]);
    expect(o.spec.blockStakes).toEqual({ 1: 10000, 2: 5000, 3: 'max' });
    const text = renderCoupon(o);
    expect(text).toContain('4 legs, 3 lines');
    expect(text).toContain('stake 100.00 RUB on the first block');
    expect(text).toContain('#1 legs 0,1 coef 6 stake 100.00 RUB, won, holds 600.00 RUB after it');
    expect(text).toContain('#2 leg 2 coef 1.5 stake 50.00 RUB, open, holds 550.00 RUB..625.00 RUB after it');
    expect(text).toContain(
      '#3 leg 3 coef 4 stake max (every winning so far: 550.00 RUB..625.00 RUB), open, holds 0.00 RUB..2500.00 RUB after it',
    );
    expect(text).toContain('max return 2500.00 RUB');
  });

  it('many singles take a stake per bet', () => {
    const o = parseCouponArgs(argv('--type 9 --odds 2,3,1.5 --stakes 1,2,3 --status 1,0,-2'));
    expect(o.spec.legStakes).toEqual([100, 200, 300]);
    const text = renderCoupon(o);
    expect(text).toContain('stake 6.00 RUB in all');
    expect(text).toContain('#2 leg 1 coef 3 stake 2.00 RUB, lost, return 0.00 RUB');
    expect(text).toContain('#3 leg 2 coef 1.5 stake 3.00 RUB, open, return 0.00 RUB..4.50 RUB');
    expect(text).toContain('current return 2.00 RUB');
    expect(text).toContain('max return 6.50 RUB');
  });

  it.each<[string, RegExp]>([
    ['--type 1 --odds 2,3,4 --stake 1 --status 1,1', /--status has 2 entries for 3 legs: give one per leg/],
    ['--type 1 --odds 2,3 --stake 1 --status 1,1,1', /--status has 3 entries for 2 legs/],
    [
      '--type 2 --system 2 --odds 2,3,4,5 --stake 3 --bankers 0,1',
      /--bankers 0,1 leave 2 legs outside the bankers: a system needs at least 3 there .* at most 1 banker with 4 legs/,
    ],
    ['--type 2 --system 2 --odds 2,3,4 --stake 3 --bankers 0', /leave 2 legs outside the bankers.*at most 0 bankers with 3 legs/],
    ['--type 1 --odds 2,3 --stake 1 --blocks 1,2', /--blocks and --block-stakes are for a conditional bet \(5\)/],
    ['--type 5 --odds 2,3,4 --stake 1 --blocks 1,2', /--blocks has 2 entries for 3 legs/],
    ['--type 5 --odds 2,3 --stake 1 --blocks 0,1', /--blocks: 0 is not a block/],
    ['--type 5 --odds 2,3 --stake 1 --block-stakes 3:5', /--block-stakes: block 3 has no legs \(blocks: 1, 2\)/],
    ['--type 5 --odds 2,3 --stake 1 --block-stakes 2=5', /--block-stakes: "2=5" is not block:amount or block:max/],
    ['--type 5 --odds 2,3 --stake 1 --block-stakes 2:0.001', /--block-stakes 2: 0\.001 has more decimals than RUB/],
    ['--type 5 --odds 2,3 --block-stakes 2:5', /--stake is required/],
    ['--type 1 --odds 2,3 --stake 1 --stakes 1,2', /--stakes is for many singles \(9\)/],
    ['--type 9 --odds 2,3 --stakes 1', /--stakes has 1 entry for 2 legs/],
    ['--type 9 --odds 2,3 --stakes 1,x', /--stakes \(leg 1\) must be a non-negative amount/],
  ])('refuses per-leg lists that do not fit the legs: %s', (line, message) => {
    expect(() => parseCouponArgs(argv(line))).toThrow(CliError);
    expect(() => parseCouponArgs(argv(line))).toThrow(message);
  });

  it.each<[string, RegExp]>([
    ['--type 11 --odds 2 --stake 1', /--type must be 0\.\.9/],
    ['--type 1 --stake 1', /--odds is required/],
    ['--type 1 --odds 2,x --stake 1', /not a decimal number/],
    ['--type 1 --odds 2,3 --stake -5', /--stake must be a non-negative amount/],
    ['--type 1 --odds 2,3 --stake 1 --status 1,9', /not a bet status/],
    ['--type 2 --system 2 --odds 2,3,4 --stake 1 --bankers 5', /not a leg index/],
    ['--type 1 --odds 2,3 --stake 1 --format roman', /unknown odds format/],
    ['--type 1 --odds 2,3 --stake 1 --colour red', /unknown option --colour/],
    ['--type 1 --odds 2,3 --stake', /--stake needs a value/],
    ['--type 2 --odds 2,3,4 --stake 3', /--system is required for type 2 \(system\)/],
    ['--type 4 --odds 2,3,4 --stake 3', /--system is required for type 4 \(multibet\)/],
    ['--type 1 --odds 2,3 --stake 1 --type 2', /--type is given twice/],
    ['--type 1 --odds 2,3 --stake 1 --bankers 0', /--bankers is for a system/],
    ['--type 1 --odds 2,3 --stake 1 --system 2', /--system is for a system/],
    ['--type 6 --odds 1.5,2,2.5 --stake 1', /--anti is required/],
    ['--type 6 --odds 1.5,2,2.5 --stake 1 --anti 1.154', /above the margin-free bound A\/\(A-1\).*at most 1\.153/],
    ['--type 6 --odds 1.5,2,2.5 --stake 1 --anti 1.1234', /--anti must be odds above 1 with at most 3 decimals/],
    ['--type 1 --odds 2,3 --stake 1 --anti 1.1', /--anti is for an anti-express/],
    ['--type 1 --odds 2,1.8333 --stake 1', /1\.8333 \(leg 1\) has more than 3 decimals/],
    ['--type 1 --odds 2,1 --stake 1', /must be above 1/],
    ['--type 1 --odds 2,3 --stake 1.005', /more decimals than RUB has minor digits \(2\)/],
    ['--type 1 --odds 2,3 --stake 1.5 --currency JPY', /more decimals than JPY has minor digits \(0\)/],
  ])('rejects bad arguments with a clear CliError: %s', (line, message) => {
    expect(() => parseCouponArgs(argv(line))).toThrow(CliError);
    expect(() => parseCouponArgs(argv(line))).toThrow(message);
  });

  it.each<[string, RegExp]>([
    ['--type 2 --system 1 --odds 2,3,4 --stake 1', /--system 1 must be from 2 to 3/],
    ['--type 2 --system 5 --odds 2,3,4 --stake 1', /--system 5 must be from 2 to 3/],
    ['--type 7 --odds 2,2,2,2,2,2,2,2,2 --stake 1000', /type 7 \(lucky\) takes 2 to 8 legs, got 9/],
    ['--type 8 --odds 2,3 --stake 1', /type 8 \(patent\) takes 3 to 8 legs, got 2/],
    ['--type 1 --odds 2 --stake 1', /type 1 \(express\) takes 2 to 50 legs, got 1/],
    ['--type 2 --system 2 --odds 2,3,4 --stake 0.02', /cannot give each of the 3 lines 1 minor unit: stake at least 0\.03 RUB/],
    ['--type 7 --odds 2,3,4 --stake 0.06', /each of the 7 lines/],
  ])('a coupon outside the rules is a CliError in words: %s', (line, message) => {
    expect(() => renderCoupon(parseCouponArgs(argv(line)))).toThrow(message);
  });

  it('main() returns 2 with the message on stderr for bad input, 0 for a good coupon and for --help', () => {
    const bad = runMain('--type 2 --odds 2,3,4 --stake 3');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--system is required/);
    expect(bad.out).toBe('');
    expect(runMain('--type 8 --odds 2,3 --stake 1').code).toBe(2);
    const good = runMain('--type 1 --odds 2,3 --stake 1');
    expect(good.code).toBe(0);
    expect(good.out).toContain('max return 6.00 RUB');
    const help = runMain('--help');
    expect(help).toEqual({ code: 0, out: USAGE, err: '' });
    expect(runMain('--type 1 -h').code).toBe(0);
  });
});
