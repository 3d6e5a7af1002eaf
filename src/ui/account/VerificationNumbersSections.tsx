/**
 * jiema's numberManagement and subscriptionHistory account sections (spec 2 §1, §2): the
 * verification area's number-management view and the subscription-history view, over the
 * verification chart the account section runs (`verificationOf`).
 */
import { useSelector } from '@xstate/react';
import { verificationOf } from '../../machines/account/account/toView.ts';
import { selectAccountRef, selectLocale } from '../../machines/shell/app/toView.ts';
import {
  historyRefOf,
  numbersRefOf,
  type VerificationActor,
} from '../../machines/verificationCodes/verification/toView.ts';
import type { Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { useAppActor } from '../appContext.ts';
import { SubscriptionHistoryView } from '../numbers/SubscriptionHistoryView.tsx';
import { AreaPending } from '../shell/AreaPending.tsx';
import { useResubscribeHost } from '../verificationCodes/useResubscribeHost.ts';
import { VerificationNumbersView } from '../verificationCodes/VerificationNumbersView.tsx';

function useSection() {
  const app = useAppActor();
  const account = useSelector(app, selectAccountRef);
  const verification = useSelector(account, (s) => (s ? verificationOf(s) : undefined));
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  return { verification, platform, locale };
}

export function NumberManagementSection() {
  const { verification, platform, locale } = useSection();
  const numbers = useSelector(verification, (s) => (s ? numbersRefOf(s) : undefined));
  return numbers ? (
    <VerificationNumbersView numbers={numbers} platform={platform} locale={locale} />
  ) : (
    <AreaPending area="account" />
  );
}

export function SubscriptionHistorySection() {
  const { verification, platform, locale } = useSection();
  return verification ? (
    <History verification={verification} platform={platform} locale={locale} />
  ) : (
    <AreaPending area="account" />
  );
}

function History({
  verification,
  platform,
  locale,
}: {
  verification: VerificationActor;
  platform: Platform;
  locale: Locale;
}) {
  const history = useSelector(verification, historyRefOf);
  const resubscribe = useResubscribeHost(verification);
  return history ? (
    <SubscriptionHistoryView resubscribe={resubscribe} history={history} platform={platform} locale={locale} />
  ) : (
    <AreaPending area="account" />
  );
}
