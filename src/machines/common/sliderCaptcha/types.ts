/** Types of the slider captcha chart (spec 2 §2 captcha popup, §7 slider business call). */
import type { SliderPuzzle } from '../../../services/api/contract/referral.ts';

export type { SliderPuzzle };

export interface SliderContext {
  puzzle: SliderPuzzle | null;
  /** Where the piece is: its left edge in image pixels. */
  x: number;
  /** When the handle was pressed (the view's event time, ms). */
  dragStartedAt: number;
  dragMs: number;
}

export type SliderEvent =
  /** The handle is pressed; `at` is the pointer event's time in ms. */
  | { type: 'slider.drag.start'; at: number }
  /** The handle moved: the piece's left edge in image pixels. */
  | { type: 'slider.drag.move'; x: number }
  /** The handle is let go. */
  | { type: 'slider.drag.end'; at: number }
  | { type: 'slider.reload' }
  | { type: 'slider.cancel' };

/** What the host hears when the chart ends: the business call's param, or nothing. */
export type SliderOutcome = { status: 'solved'; captchaVerifyParam: string } | { status: 'cancelled' };
