/**
 * What the overlay views read from the `overlays` snapshot (conventions: `toView`): view flags
 * from states, texts from context.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Platform } from '../../../services/api/contract/platform.ts';
import { has } from '../../../services/brand/brand.ts';
import { formatReward } from '../../../services/brand/formatBalance.ts';
import type { Locale } from '../../../services/i18n/locale.ts';
import type { CaptchaMachine } from '../captcha/captcha.machine.ts';
import type { VerifyContactMachine } from '../verifyContact/verifyContact.machine.ts';
import type { OverlaysMachine } from './overlays.machine.ts';
import type { Notice, SnackbarTone, VerifyMode } from './types.ts';

export type OverlaysSnapshot = SnapshotFrom<OverlaysMachine>;
export type OverlaysActor = ActorRefFrom<OverlaysMachine>;

export type DialogView =
  | { kind: 'none' }
  /** 'Something Went Wrong' / 'Okay' with the server's message. */
  | { kind: 'errorDialog'; message: string }
  /** 'Insufficient Balance' / Back / Recharge with the server's message or a catalogue text. */
  | { kind: 'noCredit'; text: Notice }
  /** `reward` written in the brand's currency (spec 1 §9): `$0.20`, `0.20 Coins`, `0.20云币`. */
  | { kind: 'unlockBonus'; reward: string }
  | { kind: 'captchaModal'; captcha: ActorRefFrom<CaptchaMachine> | undefined }
  | { kind: 'tollFreePrompt'; message: string };

/**
 * The brand and language the dialogs' texts depend on (spec 1 §4: cloudnumber's no-credit text in
 * Chinese; spec 1 §9: the unlock-bonus reward in the platform currency).
 */
export interface DialogSetting {
  platform: Platform;
  locale: Locale;
}

function noCreditText(message: string | null, { platform, locale }: DialogSetting): Notice {
  if (locale === 'zh-CN' && has(platform, 'fixedNoCreditText')) return { messageKey: 'error.noCredit.fixedText' };
  return message ? { text: message } : { messageKey: 'error.noCredit.text' };
}

export function selectDialog(snapshot: OverlaysSnapshot, setting: DialogSetting): DialogView {
  const { context } = snapshot;
  if (snapshot.matches({ dialog: 'errorDialog' })) return { kind: 'errorDialog', message: context.errorDialogMessage };
  if (snapshot.matches({ dialog: 'noCredit' }))
    return { kind: 'noCredit', text: noCreditText(context.noCreditMessage, setting) };
  if (snapshot.matches({ dialog: 'unlockBonus' }))
    return { kind: 'unlockBonus', reward: formatReward(setting.platform, setting.locale) };
  if (snapshot.matches({ dialog: 'captchaModal' })) {
    return { kind: 'captchaModal', captcha: snapshot.children.captcha as ActorRefFrom<CaptchaMachine> | undefined };
  }
  if (snapshot.matches({ dialog: 'tollFreePrompt' }))
    return { kind: 'tollFreePrompt', message: context.tollFreeMessage };
  return { kind: 'none' };
}

/** The alert bottom sheet's text while it shows. */
export function selectAlert(snapshot: OverlaysSnapshot): Notice | null {
  return snapshot.matches({ alert: 'shown' }) ? snapshot.context.alert : null;
}

/** The top snackbar's text and tone while it shows (spec 1 §8: error snackbars are red). */
export function selectSnackbar(snapshot: OverlaysSnapshot): { notice: Notice; tone: SnackbarTone } | null {
  return snapshot.matches({ snackbar: 'shown' }) ? snapshot.context.snackbar : null;
}

export function selectProgressBusy(snapshot: OverlaysSnapshot): boolean {
  return snapshot.matches({ progress: 'busy' });
}

/**
 * The verification modal's requested mode while it should show: also while its chart's chunk is
 * on its way (the modal's place shows the progress veil meanwhile, and its view's code is fetched
 * beside it).
 */
export function selectVerifyRequest(snapshot: OverlaysSnapshot): VerifyMode | null {
  return snapshot.matches({ verify: 'hidden' }) ? null : snapshot.context.verifyMode;
}

/** The verification modal's chart while `verify` is `shown` (none while it loads). */
export function selectVerifyContactRef(snapshot: OverlaysSnapshot): ActorRefFrom<VerifyContactMachine> | undefined {
  return snapshot.children.verifyContact as ActorRefFrom<VerifyContactMachine> | undefined;
}
