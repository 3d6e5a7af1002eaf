import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { QRCodeSVG } from 'qrcode.react';
import { type PromotionActor, selectAppDownloadOpen } from '../../machines/shell/promotion/toView.ts';
import { brand, homeSiteUrl } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/index.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '16px', textAlign: 'center' },
  codes: { display: 'flex', gap: '32px', justifyContent: 'center', flexWrap: 'wrap' },
  code: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
});

const QR_SIZE = 160;

/**
 * The app-download dialog (spec 1 §2): on wephone the iOS and Android store QR codes, an APK
 * download link and Done; on the other brands a QR of the brand's home site, chosen from the
 * page's origin, with a scan hint and Close. The codes are drawn here (qrcode.react), so nothing is
 * fetched from another host.
 */
export function AppDownloadDialogOf({ promotion, locale }: { promotion: PromotionActor; locale: Locale }) {
  const styles = useStyles();
  const t = useT();
  const open = useSelector(promotion, selectAppDownloadOpen);
  const platform = useSelector(promotion, (s) => s.context.platform);
  const theBrand = brand(platform);
  const download = theBrand.appDownload;
  const brandName = theBrand.displayName(locale);
  const close = () => promotion.send({ type: 'appDownload.close' });

  const qr = (url: string, caption?: string) => (
    <figure className={styles.code}>
      <QRCodeSVG value={url} size={QR_SIZE} marginSize={2} role="img" aria-label={t('promotion.qr', { url })} />
      {caption && <Text as="span">{caption}</Text>}
    </figure>
  );

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {download.kind === 'stores'
              ? t('promotion.stores.title', { brand: brandName })
              : t('promotion.homeSite.title', { brand: brandName })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {download.kind === 'stores' ? (
              <>
                <div className={styles.codes}>
                  {qr(download.appStoreUrl, t('promotion.stores.appStore'))}
                  {qr(download.googlePlayUrl, t('promotion.stores.googlePlay'))}
                </div>
                <Text className={styles.hint}>{t('promotion.stores.hint')}</Text>
                {/* A button-styled link: the brand's link colour is too light on white on some brands. */}
                <Button as="a" href={download.apkUrl} icon={<ArrowDownloadRegular />}>
                  {t('promotion.stores.apk')}
                </Button>
              </>
            ) : (
              <>
                {qr(homeSiteUrl(platform, window.location))}
                <Text className={styles.hint}>{t('promotion.homeSite.hint', { brand: brandName })}</Text>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {download.kind === 'stores' ? t('promotion.stores.done') : t('promotion.homeSite.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
