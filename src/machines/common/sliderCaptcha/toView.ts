/** What the slider dialog shows, derived from the chart. */
import type { SnapshotFrom } from 'xstate';
import type { SliderCaptchaMachine } from './sliderCaptcha.machine.ts';
import type { SliderPuzzle } from './types.ts';

export interface SliderView {
  puzzle: SliderPuzzle | null;
  /** The piece's left edge in image pixels. */
  x: number;
  /** spec 2 §9: the spinner shows for at most 4 s of loading. */
  spinner: boolean;
  unavailable: boolean;
  dragging: boolean;
}

export function sliderToView(snapshot: SnapshotFrom<SliderCaptchaMachine>): SliderView {
  return {
    puzzle: snapshot.context.puzzle,
    x: snapshot.context.x,
    spinner: snapshot.matches({ loading: 'indicated' }),
    unavailable: snapshot.matches('unavailable'),
    dragging: snapshot.matches('dragging'),
  };
}
