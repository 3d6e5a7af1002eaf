import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectRedeemRef } from '../../machines/account/account/toView.ts';
import { redeemToView, referralCodeOfLink, selectSliderRef } from '../../machines/account/redeem/toView.ts';
import { selectAccountRef, selectLocale } from '../../machines/shell/app/toView.ts';
import { formatReward } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { SliderCaptchaDialog } from '../common/SliderCaptchaDialog.tsx';
import { useT } from '../common/useT.ts';
import { useReferralStyles } from './referralStyles.ts';

/**
 * The redeem-code section (spec 2 §2 Redeem-code screen): the code input and Redeem (disabled when
 * the code is empty or the account cannot set an inviter, spec 2 §5), the slider captcha, and the
 * Congrats dialog with Later (→ profile) and Invite (→ invite).
 */
export function RedeemSection() {
  const t = useT();
  const styles = useReferralStyles();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const account = useSelector(app, selectAccountRef);
  const redeem = useSelector(account, (s) => (s ? selectRedeemRef(s) : undefined));
  const view = useSelector(redeem, (s) => (s ? redeemToView(s) : null), shallowEqual);
  const slider = useSelector(redeem, (s) => (s ? selectSliderRef(s) : undefined));
  // A referral link brings the friend's code along: it fills the empty input once the section
  // opens — once its getInviter has answered (the input takes codes only then, however the
  // section's code and the call race).
  const editing = useSelector(redeem, (s) => s?.matches('editing') ?? false);
  const filledFor = useRef<typeof redeem>(undefined);
  useEffect(() => {
    const linked = referralCodeOfLink(window.location.search);
    if (!redeem || !editing || filledFor.current === redeem) return;
    filledFor.current = redeem;
    if (linked && redeem.getSnapshot().context.code === '') redeem.send({ type: 'redeem.code.change', code: linked });
  }, [redeem, editing]);
  if (!redeem || !view) return null;
  // Before getInviter answers, the figure of the spec (1 §9).
  const reward = formatReward(platform, locale, view.reward || undefined);

  return (
    <section className={styles.root} aria-label={t('referral.redeem.title')}>
      <Text as="h2" size={600} weight="semibold">
        {t('referral.redeem.title')}
      </Text>
      <Text>{t('referral.redeem.hint', { reward })}</Text>
      {view.unavailable && (
        <div className={styles.row}>
          <Text role="alert">{t('referral.unavailable')}</Text>
          <Button onClick={() => redeem.send({ type: 'redeem.retry' })}>{t('referral.retry')}</Button>
        </div>
      )}
      <form
        className={styles.card}
        onSubmit={(event) => {
          event.preventDefault();
          redeem.send({ type: 'redeem.submit' });
        }}
      >
        <Field
          label={t('referral.redeem.label')}
          validationState={view.notAllowed ? 'warning' : 'none'}
          validationMessage={view.notAllowed ? t('referral.redeem.notAllowed') : undefined}
        >
          <Input
            value={view.code}
            placeholder={t('referral.redeem.placeholder')}
            maxLength={16}
            onChange={(_, data) => redeem.send({ type: 'redeem.code.change', code: data.value })}
          />
        </Field>
        <div className={styles.row}>
          <Button appearance="primary" type="submit" disabled={!view.canRedeem}>
            {t('referral.redeem.submit')}
          </Button>
          {view.busy && <Spinner size="tiny" aria-label={t('common.progress')} />}
        </div>
      </form>
      {slider && <SliderCaptchaDialog slider={slider} />}
      <Dialog open={view.congrats} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('referral.congrats.title')}</DialogTitle>
            <DialogContent>{t('referral.congrats.text', { reward })}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => redeem.send({ type: 'redeem.congrats.later' })}>
                {t('referral.congrats.later')}
              </Button>
              <Button appearance="primary" onClick={() => redeem.send({ type: 'redeem.congrats.invite' })}>
                {t('referral.congrats.invite')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
