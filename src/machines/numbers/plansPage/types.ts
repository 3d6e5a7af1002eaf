/** Types of the embedded plans page (spec 3 §2 Embedded plans page, §3 Iframe messages). */
import type { AnyActorRef } from 'xstate';
import type { PlansRoute, ToPlansFrameMessage } from '../../../services/api/contract/numbers.ts';
import type { LanguageCode, Platform } from '../../../services/api/contract/platform.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { PlansRoute, ToPlansFrameMessage };

/** Where the frame points and the only origin whose messages count (from configuration). */
export interface PlansPageTarget {
  url: string;
  origin: string;
}

/** The frame's window, as the view hands it over once the frame is in the page. */
export interface FramePort {
  post(message: ToPlansFrameMessage): void;
}

/** The header's buttons (spec 3 §2), each an outgoing message key. */
export type PlansHeaderButton = 'planSummary' | 'orderDetails' | 'subscriptionHistory' | 'orderHistory';

export interface PlansPageInput {
  /** The brand, handed to the frame with the session (its API calls carry it). */
  platform: Platform;
  /** The numbers area, told `section.select` on `managePhone`. */
  parent?: AnyActorRef;
}

export interface PlansPageContext {
  parent: AnyActorRef | undefined;
  platform: Platform;
  /** The app's language, as the frame is told it (`frame.language` keeps it current). */
  languageCode: LanguageCode;
  target: PlansPageTarget | null;
  port: FramePort | null;
  /** From the frame's latest `afterEach` (spec 3 §3). */
  route: PlansRoute | null;
  title: string;
}

export type PlansPageEvent =
  | { type: 'frame.attached'; port: FramePort }
  /** A `message` event of the window: its origin and data, unchecked. */
  | { type: 'frame.message'; origin: string; data: unknown }
  | { type: 'frame.language'; languageCode: LanguageCode }
  | { type: 'header.back' }
  | { type: 'header.button'; button: PlansHeaderButton }
  | { type: 'plansPage.reload' };

/** What the plans page tells its host. */
export type PlansPageNotification = { type: 'section.select'; section: 'management' };

export type PlansPageTargetResult = ApiResult<PlansPageTarget>;
