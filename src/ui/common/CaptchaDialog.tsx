import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CaptchaMachine } from '../../machines/overlays/captcha/captcha.machine.ts';
import { captchaToView } from '../../machines/overlays/captcha/toView.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { useT } from './useT.ts';

export type CaptchaActor = ActorRefFrom<CaptchaMachine>;

/**
 * A running `captcha` chart as a modal dialog: the image, the text, Cancel and a submit button.
 * Used by the root's captcha modal (spec 1 §8: 100010) and the login's image captcha (100028).
 */
export interface CaptchaDialogProps {
  captcha: CaptchaActor;
  title: string;
  description: string;
  submitLabel: string;
}

export function CaptchaDialog({ captcha, title, description, submitLabel }: CaptchaDialogProps) {
  const t = useT();
  const view = useSelector(captcha, captchaToView, shallowEqual);
  const captchaId = useSelector(captcha, (s) => s.context.captcha?.captchaId ?? null);
  const [text, setText] = useState('');
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && captcha.send({ type: 'captcha.cancel' })}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            captcha.send({ type: 'captcha.submit', text });
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Text block style={{ marginBottom: 12 }}>
                {description}
              </Text>
              <CaptchaField
                image={view.image}
                captchaId={captchaId}
                value={text}
                error={view.validationError ? t(view.validationError) : undefined}
                disabled={view.checking}
                onChange={setText}
                onReload={() => {
                  setText('');
                  captcha.send({ type: 'captcha.reload' });
                }}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => captcha.send({ type: 'captcha.cancel' })}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={view.checking || view.loading}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
