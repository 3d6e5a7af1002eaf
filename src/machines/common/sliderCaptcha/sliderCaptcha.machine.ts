/**
 * The slider captcha (spec 2 §2 captcha popup, §7 slider business call; docs/referral.md): a
 * puzzle the server drew is shown, the person drags the piece into the gap, and the chart ends
 * with the `captchaVerifyParam` its host sends on the business call — the server judges the
 * answer there (HTTP 200 success, 100020 failure), so the host counts failures (spec 2 §4) and
 * starts this chart again for a new puzzle.
 *
 * loading (spinner, cleared after 4 s: spec 2 §9) → ready → dragging → solved (final), or
 * unavailable when the puzzle could not be fetched; slider.cancel ends with `cancelled`.
 */
import { assign, setup } from 'xstate';
import { SLIDER_RULES, sliderVerifyParam } from '../../../services/api/contract/referral.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { outputOf } from '../../shared/params.ts';
import type { SliderContext, SliderEvent, SliderOutcome, SliderPuzzle } from './types.ts';

export const sliderCaptchaMachine = setup({
  types: {
    context: {} as SliderContext,
    events: {} as SliderEvent,
    output: {} as SliderOutcome,
  },
  actors: {
    /** GET /getSliderCaptcha. */
    loadPuzzle: notProvided<ApiResult<SliderPuzzle>>('loadPuzzle'),
  },
  actions: {
    forgetPuzzle: assign({ puzzle: null, x: 0 }),
    showPuzzle: assign((_, result: ApiResult<SliderPuzzle>) => (result.ok ? { puzzle: result.data } : {})),
    startDrag: assign((_, params: { at: number }) => ({ dragStartedAt: params.at, x: 0 })),
    movePiece: assign(({ context }, params: { x: number }) => {
      const room = (context.puzzle?.width ?? SLIDER_RULES.width) - (context.puzzle?.pieceSize ?? 0);
      return { x: Math.min(Math.max(0, params.x), room) };
    }),
    endDrag: assign(({ context }, params: { at: number }) => ({ dragMs: params.at - context.dragStartedAt })),
    putPieceBack: assign({ x: 0 }),
  },
  guards: {
    succeeded: (_, result: ApiResult<unknown>) => result.ok,
    /** A press without a move is no answer: the piece goes back and nothing is sent. */
    pieceMoved: ({ context }) => context.x > 0,
  },
  delays: {
    /** spec 2 §9: the captcha loading indicator is cleared after 4 seconds. */
    loadingIndicator: 4000,
  },
}).createMachine({
  id: 'sliderCaptcha',
  description:
    'A slider puzzle the person solves by dragging the piece into the gap; its answer goes with the business call.',
  context: { puzzle: null, x: 0, dragStartedAt: 0, dragMs: 0 },
  initial: 'loading',
  on: { 'slider.cancel': '.cancelled' },
  states: {
    loading: {
      description: 'A new puzzle is being fetched; the previous one is gone.',
      entry: 'forgetPuzzle',
      invoke: {
        id: 'loadPuzzle',
        src: 'loadPuzzle',
        onDone: [
          {
            guard: { type: 'succeeded', params: outputOf },
            target: 'ready',
            actions: { type: 'showPuzzle', params: outputOf },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
      initial: 'indicated',
      states: {
        indicated: {
          description: 'The loading indicator shows.',
          after: { loadingIndicator: 'quiet' },
        },
        quiet: { description: 'Still loading after 4 s: the indicator is cleared (spec 2 §9).' },
      },
    },
    unavailable: {
      description: 'The puzzle could not be fetched; the person can ask for another one.',
      on: { 'slider.reload': 'loading' },
    },
    ready: {
      description: 'The picture with its gap shows, the piece at the start of its row.',
      on: {
        'slider.reload': 'loading',
        'slider.drag.start': { target: 'dragging', actions: { type: 'startDrag', params: ({ event }) => event } },
      },
    },
    dragging: {
      description: 'The handle is held: the piece follows it along its row.',
      on: {
        'slider.drag.move': { actions: { type: 'movePiece', params: ({ event }) => event } },
        'slider.drag.end': [
          { guard: 'pieceMoved', target: 'solved', actions: { type: 'endDrag', params: ({ event }) => event } },
          { target: 'ready', actions: 'putPieceBack' },
        ],
      },
    },
    solved: {
      type: 'final',
      description: 'The piece was dropped: the answer goes with the business call, which the server judges.',
      output: ({ context }) => ({
        status: 'solved' as const,
        captchaVerifyParam: sliderVerifyParam({
          captchaId: context.puzzle?.captchaId ?? '',
          x: context.x,
          dragMs: context.dragMs,
        }),
      }),
    },
    cancelled: {
      type: 'final',
      description: 'The person closed the puzzle.',
      output: { status: 'cancelled' as const },
    },
  },
  output: ({ event }) => event.output as SliderOutcome,
});

export type SliderCaptchaMachine = typeof sliderCaptchaMachine;
