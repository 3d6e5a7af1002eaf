import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectVerifyContactRef } from '../../machines/overlays/overlays/toView.ts';
import { type VerifyContactActor, verifyContactToView } from '../../machines/overlays/verifyContact/toView.ts';
import { useOverlaysActor } from '../appContext.ts';
import { ImageCaptchaDialog } from '../common/ImageCaptchaDialog.tsx';
import { useT } from '../common/useT.ts';
import { CodeEntry } from '../verification/CodeEntry.tsx';
import { ContactFields, FIELD_OF_MESSAGE } from '../verification/ContactFields.tsx';
import { ProgressOverlay } from './ProgressOverlay.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '16px' },
});

/**
 * The verification modal (spec 2 §4): phone or e-mail plus captcha, then the code, then saved.
 * Until its chart's chunk has arrived (the first opening), the progress veil stands in for it, as
 * it does while this view's own code is fetched.
 */
export function VerifyContactModal() {
  const verify = useSelector(useOverlaysActor(), selectVerifyContactRef);
  return verify ? <VerifyDialog verify={verify} /> : <ProgressOverlay />;
}

function VerifyDialog({ verify }: { verify: VerifyContactActor }) {
  const styles = useStyles();
  const t = useT();
  const view = useSelector(verify, verifyContactToView, shallowEqual);
  const close = () => verify.send({ type: 'verify.close' });
  const generalError =
    view.validationError && !FIELD_OF_MESSAGE[view.validationError] ? t(view.validationError) : undefined;

  return (
    <>
      <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface aria-label={t(`verify.title.${view.channel}`)}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              verify.send({ type: 'verify.submit' });
            }}
            noValidate
          >
            <DialogBody>
              <DialogTitle>{t(`verify.title.${view.channel}`)}</DialogTitle>
              <DialogContent className={styles.content}>
                {view.step === 'code' ? (
                  <CodeEntry view={view} send={verify.send} onBack={() => verify.send({ type: 'verify.back' })} />
                ) : (
                  <>
                    <Text>{t(`verify.hint.${view.mode}`)}</Text>
                    <ContactFields view={view} send={verify.send} phoneCaptcha />
                    {generalError && (
                      <MessageBar intent="error">
                        <MessageBarBody>{generalError}</MessageBarBody>
                      </MessageBar>
                    )}
                  </>
                )}
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={close}>
                  {t('common.cancel')}
                </Button>
                {view.step !== 'code' && (
                  <Button
                    appearance="primary"
                    type="submit"
                    disabled={view.busy}
                    icon={view.busy ? <Spinner size="tiny" /> : undefined}
                  >
                    {t('login.getCode')}
                  </Button>
                )}
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      {view.step === 'imageCaptcha' && <ImageCaptchaDialog owner={verify} />}
    </>
  );
}
