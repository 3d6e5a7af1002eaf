/** A part fetched when first shown: a fetch that fails is said (never thrown at React), and asked for again on retry. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedWhenShownOrFailed } from '../../../src/ui/common/loadedWhenShown.ts';

afterEach(cleanup);

const Part = () => <p>the part</p>;

describe('loadedWhenShownOrFailed', () => {
  // The fetch's answers are awaited inside act(): React then renders at once, not through its
  // scheduler (whose timer functions a shared jsdom run may have captured from another file).
  it('says a failed fetch, fetches again on retry, and gives the part once it has arrived', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Part);
    const usePart = loadedWhenShownOrFailed(load);
    let retry = () => {};
    function Host() {
      const loaded = usePart();
      retry = loaded.retry;
      if (loaded.part) return <loaded.part />;
      return <p>{loaded.failed ? 'failed' : 'loading'}</p>;
    }
    render(<Host />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByText('failed')).toBeTruthy();
    await act(async () => retry());
    expect(screen.getByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
