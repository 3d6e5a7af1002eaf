/** A part fetched when first shown: a fetch that fails is said (never thrown at React), and asked for again on retry. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedWhenShownOrFailed } from '../../../src/ui/common/loadedWhenShown.ts';

afterEach(cleanup);

const Part = () => <p>the part</p>;

describe('loadedWhenShownOrFailed', () => {
  // Three renders and two waits: under the busy parallel run (tests/unit/setup.ts) more than the default 5 s.
  it('says a failed fetch, fetches again on retry, and gives the part once it has arrived', {
    timeout: 15_000,
  }, async () => {
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
    expect(await screen.findByText('failed')).toBeTruthy();
    await act(async () => retry());
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
