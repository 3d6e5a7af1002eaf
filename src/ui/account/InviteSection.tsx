import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular, GiftRegular, PhoneRegular, ShareRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectInviteRef } from '../../machines/account/account/toView.ts';
import { inviteToView } from '../../machines/account/invite/toView.ts';
import { selectAccountRef } from '../../machines/shell/app/toView.ts';
import { legalPagesOf } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';
import { useReferralStyles } from './referralStyles.ts';

/** spec 2 §2: the three earn tips, each with its icon. */
const TIP_ICONS = [ShareRegular, PhoneRegular, GiftRegular];

/**
 * The invite section (spec 2 §2 Invite screen): the account's code, Copy Invitation (the text with
 * the referral link; 'Copied!' for 2 s), the earn tips, the hint, and the more-rules dialog with
 * the brand's terms and privacy links.
 */
export function InviteSection() {
  const t = useT();
  const styles = useReferralStyles();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const account = useSelector(app, selectAccountRef);
  const invite = useSelector(account, (s) => (s ? selectInviteRef(s) : undefined));
  const view = useSelector(invite, (s) => (s ? inviteToView(s) : null), shallowEqual);
  if (!invite || !view) return null;
  const data = view.invite;
  const legal = legalPagesOf(platform);

  return (
    <section className={styles.root} aria-label={t('referral.invite.title')}>
      <Text as="h2" size={600} weight="semibold">
        {t('referral.invite.title')}
      </Text>
      {view.loading && <Spinner size="small" label={t('common.loading')} />}
      {view.unavailable && (
        <div className={styles.row}>
          <Text role="alert">{t('referral.unavailable')}</Text>
          <Button onClick={() => invite.send({ type: 'invite.retry' })}>{t('referral.retry')}</Button>
        </div>
      )}
      {data && (
        <>
          <div className={styles.card}>
            <Text className={styles.muted}>{t('referral.invite.yourCode')}</Text>
            <Text size={800} weight="bold" className={styles.code} aria-label={t('referral.invite.yourCode')}>
              {data.inviteCode}
            </Text>
            <Text className={styles.muted}>{data.invitation}</Text>
            <div className={styles.row}>
              <Button
                appearance="primary"
                icon={view.copied ? <CheckmarkRegular /> : <CopyRegular />}
                onClick={() => invite.send({ type: 'invite.copy' })}
              >
                {t('referral.invite.copy')}
              </Button>
              {view.copied && <Text role="status">{t('referral.invite.copied')}</Text>}
            </div>
          </div>
          <Text as="h3" size={400} weight="semibold">
            {t('referral.invite.howToEarn')}
          </Text>
          <ol className={styles.tips}>
            {data.earnTip.map((tip, at) => {
              const Icon = TIP_ICONS[at % TIP_ICONS.length] ?? GiftRegular;
              return (
                <li key={tip.title} className={styles.tip}>
                  <Icon className={styles.tipIcon} aria-hidden />
                  <div>
                    <Text block weight="semibold">
                      {tip.title}
                    </Text>
                    <Text block>{tip.text}</Text>
                  </div>
                </li>
              );
            })}
          </ol>
          <Text>{data.inviteHint}</Text>
          <Text className={styles.muted}>{t('referral.invite.invited', { count: data.invitedCount })}</Text>
          <div>
            <Link as="button" onClick={() => invite.send({ type: 'invite.rules.open' })}>
              {t('referral.invite.moreRules')}
            </Link>
          </div>
          <Dialog
            open={view.rulesOpen}
            onOpenChange={(_, state) => !state.open && invite.send({ type: 'invite.rules.close' })}
          >
            <DialogSurface>
              <DialogBody>
                <DialogTitle>{t('referral.invite.rulesTitle')}</DialogTitle>
                <DialogContent>
                  <ol>
                    {data.inviteRules.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ol>
                  <div className={styles.row}>
                    <Link href={legal.terms} target="_blank" rel="noopener noreferrer">
                      {t('referral.invite.terms')}
                    </Link>
                    <Link href={legal.privacy} target="_blank" rel="noopener noreferrer">
                      {t('referral.invite.privacy')}
                    </Link>
                  </div>
                </DialogContent>
                <DialogActions>
                  <Button appearance="primary" onClick={() => invite.send({ type: 'invite.rules.close' })}>
                    {t('referral.invite.close')}
                  </Button>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        </>
      )}
    </section>
  );
}
