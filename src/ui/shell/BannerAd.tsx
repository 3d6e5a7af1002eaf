import { makeStyles, tokens } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectNumbersRef, selectPromotionRef } from '../../machines/shell/app/toView.ts';
import { type PromotionActor, selectBanner } from '../../machines/shell/promotion/toView.ts';
import { brand, type Tab } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/index.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  // The strip carries the panel's background, so the banner reads as the top of the panel.
  strip: { flexShrink: 0, padding: '12px 20px 0', backgroundColor: tokens.colorNeutralBackground1 },
  button: {
    display: 'block',
    width: '100%',
    maxWidth: '960px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusXLarge,
    background: 'none',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // The picture is 960 × 120; it scales with the panel and never grows past its own width.
  image: { display: 'block', width: '100%', height: 'auto', aspectRatio: '8 / 1' },
});

/** The banner ad above the active tab's panel, where the brand shows one (spec 1 §2 Banner ad). */
export function BannerAd({ tab, locale }: { tab: Tab; locale: Locale }) {
  const app = useAppActor();
  const promotion = useSelector(app, selectPromotionRef);
  const platform = useSelector(app, (s) => s.context.platform);
  const numbers = useSelector(app, selectNumbersRef);
  // spec 3 §2: wetalk's New Number screen shows its own banner; the strip steps aside so it shows once.
  const newNumberShown = useSelector(numbers, (s) => s?.matches({ section: 'newNumber' }) ?? false);
  const screenHasOwn = tab === 'numbers' && newNumberShown && brand(platform).screenBanner === 'newNumber';
  // Shown with the main view: from now on a banner may show, so its configuration is wanted.
  useEffect(() => {
    promotion?.send({ type: 'banner.wanted' });
  }, [promotion]);
  return promotion && !screenHasOwn ? <BannerOf promotion={promotion} tab={tab} locale={locale} /> : null;
}

function BannerOf({ promotion, tab, locale }: { promotion: PromotionActor; tab: Tab; locale: Locale }) {
  const styles = useStyles();
  const t = useT();
  const banner = useSelector(promotion, (s) => selectBanner(s, tab, locale), shallowEqual);
  const platform = useSelector(promotion, (s) => s.context.platform);
  if (!banner) return null;
  const name =
    banner.target === 'appDownload'
      ? t('promotion.banner.appDownload', { brand: brand(platform).displayName(locale) })
      : t('promotion.banner.numbers', { brand: brand(platform).displayName(locale) });
  return (
    <div className={styles.strip}>
      <button type="button" className={styles.button} onClick={() => promotion.send({ type: 'banner.click' })}>
        <img className={styles.image} src={banner.imageUrl} alt={name} width={960} height={120} />
      </button>
    </div>
  );
}
