import { Button, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ProfileActor, selectIdentityRef, selectProfilePhase } from '../../../machines/account/profile/toView.ts';
import { selectAccountRef } from '../../../machines/shell/app/toView.ts';
import { useAppActor } from '../../appContext.ts';
import { useT } from '../../common/useT.ts';
import { IdentityDialog } from './IdentityDialog.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileStatusDialog } from './ProfileStatusDialog.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';

const useStyles = makeStyles({
  root: { padding: '32px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '720px' },
});

/** The account area's profile section (spec 2 §2 Profile screen; issue 11 items 2, 3). */
export function ProfileSection() {
  const app = useAppActor();
  const account = useSelector(app, selectAccountRef);
  const profile = useSelector(account, (s) => s?.children.profile as ProfileActor | undefined);
  if (!profile) return null;
  return <ProfileSectionOf profile={profile} />;
}

function ProfileSectionOf({ profile }: { profile: ProfileActor }) {
  const styles = useStyles();
  const t = useT();
  const phase = useSelector(profile, selectProfilePhase);
  const identity = useSelector(profile, selectIdentityRef);
  return (
    <section className={styles.root} aria-label={t('profile.title')}>
      <Text as="h2" size={600} weight="semibold">
        {t('profile.title')}
      </Text>
      {phase === 'loading' && <Spinner role="status" label={t('profile.loading')} />}
      {phase === 'failed' && (
        <div>
          <Text>{t('profile.failed')}</Text>{' '}
          <Button onClick={() => profile.send({ type: 'profile.retry' })}>{t('profile.retry')}</Button>
        </div>
      )}
      {phase === 'summary' && <ProfileSummary profile={profile} />}
      {phase === 'form' && <ProfileForm profile={profile} />}
      <ProfileStatusDialog profile={profile} />
      {identity && <IdentityDialog identity={identity} />}
    </section>
  );
}
