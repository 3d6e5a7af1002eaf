import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { selectPromotionRef } from '../../machines/shell/app/toView.ts';
import { type PromotionActor, selectAppDownloadOpen } from '../../machines/shell/promotion/toView.ts';
import type { Locale } from '../../services/i18n/index.ts';
import { useAppActor } from '../appContext.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';

// The dialog with its QR codes (qrcode.react) loads when it first opens, not with the main view.
const AppDownloadDialogOf = lazyNamed(() => import('./AppDownloadDialogOf.tsx'), 'AppDownloadDialogOf');

/** The app-download dialog (spec 1 §2; `AppDownloadDialogOf.tsx`), loaded when the promotion chart first opens it. */
export function AppDownloadDialog({ locale }: { locale: Locale }) {
  const app = useAppActor();
  const promotion = useSelector(app, selectPromotionRef);
  return promotion ? <WhenOpened promotion={promotion} locale={locale} /> : null;
}

function WhenOpened({ promotion, locale }: { promotion: PromotionActor; locale: Locale }) {
  if (!useOpenedOnce(useSelector(promotion, selectAppDownloadOpen))) return null;
  return (
    <Suspense fallback={<ProgressOverlay />}>
      <AppDownloadDialogOf promotion={promotion} locale={locale} />
    </Suspense>
  );
}
