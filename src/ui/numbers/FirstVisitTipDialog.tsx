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
import { type NumbersActor, tipOpen } from '../../machines/numbers/numbers/toView.ts';
import { useT } from '../common/useT.ts';

/** The first-visit tip (spec 3 §2): two bullet tips; dismiss, or dismiss and go to verification. */
export function FirstVisitTipDialog({ numbers }: { numbers: NumbersActor }) {
  const t = useT();
  const open = useSelector(numbers, tipOpen);
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('numbers.tip.title')}</DialogTitle>
          <DialogContent>
            <ul>
              <li>{t('numbers.tip.rent')}</li>
              <li>{t('numbers.tip.verification')}</li>
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => numbers.send({ type: 'tip.toVerification' })}>
              {t('numbers.tip.toVerification')}
            </Button>
            <Button appearance="primary" onClick={() => numbers.send({ type: 'tip.dismiss' })}>
              {t('numbers.tip.dismiss')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
