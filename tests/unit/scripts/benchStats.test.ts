/** The bench's statistics: medians and percentiles of samples, repetitions interleaved. */
import { describe, expect, it } from 'vitest';
import { interleave, median, percentile } from '../../../scripts/bench/support/stats.ts';

describe('bench statistics', () => {
  it('takes the nearest-rank percentile and the median, whatever the order of the samples', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile(samples, 1)).toBe(100);
    expect(median([])).toBeNaN();
  });

  it('alternates which measurement goes first, round by round', async () => {
    const order: string[] = [];
    const samples = await interleave(3, {
      baseline: async () => {
        order.push('baseline');
        return order.length;
      },
      product: async () => {
        order.push('product');
        return order.length;
      },
    });
    expect(order).toEqual(['baseline', 'product', 'product', 'baseline', 'baseline', 'product']);
    expect(samples).toEqual({ baseline: [1, 4, 5], product: [2, 3, 6] });
  });
});
