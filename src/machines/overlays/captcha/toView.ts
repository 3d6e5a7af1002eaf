/** What the captcha modal shows, derived from the chart (never from flags kept in context). */
import type { SnapshotFrom } from 'xstate';
import type { FormMessageKey } from '../../shared/captcha/messageKeys.ts';
import type { CaptchaMachine } from './captcha.machine.ts';

export interface CaptchaView {
  /** SVG markup of the current image, or null while loading / unavailable. */
  image: string | null;
  loading: boolean;
  /** The image could not be fetched: show the reload action with an error hint. */
  unavailable: boolean;
  /** The answer is being checked (or counted as wrong): disable submit. */
  checking: boolean;
  validationError: FormMessageKey | null;
}

export function captchaToView(snapshot: SnapshotFrom<CaptchaMachine>): CaptchaView {
  return {
    image: snapshot.context.captcha?.image ?? null,
    loading: snapshot.matches('loading'),
    unavailable: snapshot.matches('unavailable'),
    checking: snapshot.matches('confirming') || snapshot.matches('countingFailure'),
    validationError: snapshot.context.validationError,
  };
}
