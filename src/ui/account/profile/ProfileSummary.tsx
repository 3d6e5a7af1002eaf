import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type ProfileActor, selectProfileSummary } from '../../../machines/account/profile/toView.ts';
import { selectAccountSummary, selectOverlaysRef } from '../../../machines/shell/app/toView.ts';
import { brand } from '../../../services/brand/index.ts';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import { useAppActor } from '../../appContext.ts';
import { usePhoneFormat } from '../../common/usePhoneFormat.ts';
import { useT } from '../../common/useT.ts';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: '180px 1fr', rowGap: '12px', columnGap: '12px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  warning: { color: tokens.colorPaletteRedForeground1 },
  heading: { marginTop: '8px' },
  actions: { display: 'flex', gap: '8px' },
});

/** spec 2 §2: balance, primary number, e-mail, statuses, billing address, use case, identity proof. */
export function ProfileSummary({ profile }: { profile: ProfileActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const account = useSelector(app, selectAccountSummary, shallowEqual);
  const contact = useSelector(app, (s) => s.context.account?.accountInfo);
  // The root's profile is refreshed after the verification modal saved a contact (spec 2 §4).
  const contactOfProfile = useSelector(app, (s) => s.context.profile?.profile);
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, (s) => s.context.locale);
  const overlays = useSelector(app, selectOverlaysRef);
  const summary = useSelector(profile, selectProfileSummary, shallowEqual);
  const format = usePhoneFormat();
  if (!summary) return null;
  const phone = contactOfProfile?.phone || contact?.phone || '';
  const email = contactOfProfile?.email || contact?.email || '';
  const label = (text: { en: string; zh_cn: string }) => (locale === 'zh-CN' ? text.zh_cn : text.en);
  const { billing } = summary;
  const row = (term: string, value: ReactNode) => (
    <div key={term} style={{ display: 'contents' }}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  const statusText = t(`profile.status.${summary.profileStatus}` as MessageKey);
  const supportEmail = brand(platform).supportEmail;

  return (
    <>
      <dl className={styles.list}>
        {row(t('profile.balance'), account?.balance ?? '')}
        {row(
          t('profile.number'),
          <>
            <span>{phone ? format.parts(contact?.telCode ?? '', phone) : t('profile.notSet')}</span>
            <Button size="small" onClick={() => overlays?.send({ type: 'verify.open', mode: 'updateFromProfile' })}>
              {phone ? t('profile.changeNumber') : t('profile.setNumber')}
            </Button>
          </>,
        )}
        {row(
          t('profile.email'),
          <>
            <span>{email || t('profile.notSet')}</span>
            <Button size="small" onClick={() => overlays?.send({ type: 'verify.open', mode: 'emailFromProfile' })}>
              {email ? t('profile.changeEmail') : t('profile.setEmail')}
            </Button>
          </>,
        )}
        {row(
          t('profile.status'),
          summary.statusClickable ? (
            <Link as="button" onClick={() => profile.send({ type: 'status.open' })}>
              {statusText}
            </Link>
          ) : (
            <span>{statusText}</span>
          ),
        )}
        {summary.useCaseShown &&
          row(t('profile.useCaseStatus'), t(`profile.status.${summary.useCaseStatus}` as MessageKey))}
        {summary.vip && row(t('profile.vip'), t(`profile.vip.${summary.vip.status}`, { date: summary.vip.until }))}
      </dl>
      {summary.warning && (
        <Text role="alert" className={styles.warning}>
          {summary.warning === 'updateAfter'
            ? t('profile.warning.updateAfter', { date: summary.canEditDate.slice(0, 16).replace('T', ' ') })
            : t(`profile.warning.${summary.warning}`)}{' '}
          {summary.supportLink && (
            <Link href={`mailto:${supportEmail}`}>{t('profile.warning.support', { email: supportEmail })}</Link>
          )}
        </Text>
      )}
      <Text as="h3" weight="semibold" className={styles.heading}>
        {t('profile.billing')}
      </Text>
      <dl className={styles.list}>
        {row(t('profile.field.firstName'), billing.firstName || '—')}
        {row(t('profile.field.lastName'), billing.lastName || '—')}
        {row(t('profile.field.address'), billing.address || '—')}
        {row(t('profile.field.city'), billing.city || '—')}
        {row(t('profile.field.province'), billing.province || '—')}
        {row(t('profile.field.country'), billing.country || '—')}
        {row(t('profile.field.postalCode'), billing.postalCode || '—')}
      </dl>
      {summary.useCaseShown && (
        <>
          <Text as="h3" weight="semibold" className={styles.heading}>
            {t('profile.useCase')}
          </Text>
          <dl className={styles.list}>
            {row(t('profile.feature'), summary.feature ? label(summary.feature) : '—')}
            {row(
              t('profile.useCases'),
              summary.useCases.length === 0
                ? '—'
                : summary.useCases.map((c) => (c.text ? `${label(c)}: ${c.text}` : label(c))).join(', '),
            )}
          </dl>
        </>
      )}
      {summary.kyc && (
        <>
          <Text as="h3" weight="semibold" className={styles.heading}>
            {t('profile.identity')}
          </Text>
          <div className={styles.value}>
            {summary.kyc.labelShown && <span>{t(`profile.kyc.${summary.kyc.status}` as MessageKey)}</span>}
            <Button disabled={summary.kyc.buttonDisabled} onClick={() => profile.send({ type: 'identity.open' })}>
              {t(summary.kyc.button === 'check' ? 'profile.kyc.check' : 'profile.kyc.update')}
            </Button>
          </div>
        </>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!summary.canEdit} onClick={() => profile.send({ type: 'profile.edit' })}>
          {summary.profileStatus === 0 ? t('profile.fill') : t('profile.edit')}
        </Button>
      </div>
    </>
  );
}
