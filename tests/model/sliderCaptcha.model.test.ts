/**
 * Model-based test of the slider captcha chart (spec 2 §2 captcha popup, §7 slider business call,
 * §9 the loading indicator cleared after 4 s): every generated path replayed on a real actor with
 * a fake puzzle load.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { sliderCaptchaMachine } from '../../src/machines/common/sliderCaptcha/sliderCaptcha.machine.ts';
import { sliderToView } from '../../src/machines/common/sliderCaptcha/toView.ts';
import { parseSliderVerifyParam } from '../../src/services/api/contract/referral.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

type SliderSnapshot = SnapshotFrom<typeof sliderCaptchaMachine>;

const PUZZLE = {
  captchaId: 'abcdef12',
  image: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  width: 280,
  height: 150,
  pieceSize: 47,
  pieceY: 40,
};

const checks = {
  'loading.indicated': (snapshot: SliderSnapshot, replay: Replay) => {
    expect(replay.running('loadPuzzle')).toBeDefined();
    expect(sliderToView(snapshot)).toMatchObject({ spinner: true, puzzle: null, x: 0 });
  },
  'loading.quiet': (snapshot: SliderSnapshot, replay: Replay) => {
    // spec 2 §9: the indicator is cleared after 4 s while the load goes on.
    expect(replay.running('loadPuzzle')).toBeDefined();
    expect(replay.elapsed).toBe(4000);
    expect(sliderToView(snapshot).spinner).toBe(false);
  },
  unavailable: (snapshot: SliderSnapshot) => {
    expect(sliderToView(snapshot)).toMatchObject({ unavailable: true, puzzle: null });
  },
  ready: (snapshot: SliderSnapshot) => {
    // A press without a move puts the piece back at the start.
    expect(sliderToView(snapshot)).toMatchObject({ puzzle: PUZZLE, x: 0, dragging: false });
  },
  dragging: (snapshot: SliderSnapshot) => {
    const { x } = sliderToView(snapshot);
    // The piece stays on the picture: 0 … width − piece size.
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(PUZZLE.width - PUZZLE.pieceSize);
    expect(sliderToView(snapshot).dragging).toBe(true);
  },
  solved: (snapshot: SliderSnapshot) => {
    expect(snapshot.status).toBe('done');
    const output = snapshot.output as { status: string; captchaVerifyParam: string };
    expect(output.status).toBe('solved');
    // The answer: where the piece was dropped and how long the drag took.
    expect(parseSliderVerifyParam(output.captchaVerifyParam)).toEqual({
      captchaId: PUZZLE.captchaId,
      x: snapshot.context.x,
      dragMs: 900,
    });
  },
  cancelled: (snapshot: SliderSnapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'cancelled' });
  },
} satisfies Checks<typeof sliderCaptchaMachine>;

testModel({
  name: 'sliderCaptcha',
  machine: sliderCaptchaMachine,
  events: {
    'slider.drag.start': { at: 1000 },
    'slider.drag.move': [{ x: 120 }, { x: -5 }, { x: 999 }],
    'slider.drag.end': { at: 1900 },
    'slider.reload': {},
    'slider.cancel': {},
    'xstate.done.actor.loadPuzzle': [{ output: ok(PUZZLE) }, { output: networkFailure }],
    'xstate.error.actor.loadPuzzle': { error: new Error('unexpected') },
  },
  serialize: (snapshot) => ({ x: snapshot.context.x }),
  checks,
});
