import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import {
  changeDialogOf,
  type VerificationNumbersActor,
} from '../../machines/verificationCodes/verificationNumbers/toView.ts';
import { formatBalance, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { useT } from '../common/useT.ts';

/**
 * The confirmations of verification number management (spec 3 §2): subscribe shows the number,
 * the app, the monthly rent and the code rate; unsubscribe (or cancel, for a number not
 * subscribed) warns.
 */
export function CodeNumberChangeDialog({
  numbers,
  platform,
  locale,
}: {
  numbers: VerificationNumbersActor;
  platform: Platform;
  locale: Locale;
}) {
  const t = useT();
  const dialog = useSelector(numbers, changeDialogOf);
  const number = dialog?.number;
  const subscribe = dialog?.kind === 'subscribe';
  const cancel = number?.subStatus === 0;
  return (
    <Dialog
      open={dialog !== null}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) numbers.send({ type: 'change.cancel' });
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {t(subscribe ? 'vcode.subscribe.title' : cancel ? 'vcode.cancelNumber.title' : 'vcode.unsubscribe.title')}
          </DialogTitle>
          <DialogContent>
            {number &&
              (subscribe
                ? t('vcode.subscribe.text', {
                    number: `+${number.oldPhone}`,
                    app: number.name,
                    rent: formatBalance(platform, number.subRent || '0', locale),
                    rate: formatBalance(platform, number.codeRate, locale),
                  })
                : cancel && number.nextPaymentDate !== ''
                  ? // A cancelled subscription still paid for: Cancel gives the rest up (issue 27 item 2).
                    t('vcode.cancelNumber.paidText', {
                      number: `+${number.oldPhone}`,
                      app: number.name,
                      date: number.nextPaymentDate.slice(0, 10),
                    })
                  : t(cancel ? 'vcode.cancelNumber.text' : 'vcode.unsubscribe.text', {
                      number: `+${number.oldPhone}`,
                      app: number.name,
                    }))}
          </DialogContent>
          <DialogActions>
            <Button disabled={dialog?.busy} onClick={() => numbers.send({ type: 'change.cancel' })}>
              {t('vcode.back')}
            </Button>
            <Button
              appearance="primary"
              disabled={dialog?.busy}
              onClick={() => numbers.send({ type: 'change.confirm' })}
            >
              {t(subscribe ? 'vcode.subscribe' : cancel ? 'vcode.cancelNumber' : 'vcode.unsubscribe')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
