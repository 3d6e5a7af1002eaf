/**
 * A screen's own banner ad (spec 3 §2: pingme's New Code right column, wetalk's New Number screen):
 * the picture and the address a click opens, in the person's language, both from the ad
 * configuration (spec 3 §3 bannerAds… fields). Nothing shows until the configuration is known,
 * or when the brand has none.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectPromotionRef } from '../../machines/shell/app/toView.ts';
import { type PromotionActor, selectScreenBanner } from '../../machines/shell/promotion/toView.ts';
import type { Locale } from '../../services/i18n/index.ts';
import { useAppActor } from '../appContext.ts';

const useStyles = makeStyles({
  link: {
    display: 'block',
    borderRadius: tokens.borderRadiusXLarge,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // The picture is 960 × 120; it scales with its column and never grows past its own width.
  image: {
    display: 'block',
    width: '100%',
    height: 'auto',
    maxWidth: '960px',
    borderRadius: tokens.borderRadiusXLarge,
  },
});

export function ScreenBanner({ locale, label }: { locale: Locale; label: string }) {
  const promotion = useSelector(useAppActor(), selectPromotionRef);
  return promotion ? <Picture promotion={promotion} locale={locale} label={label} /> : null;
}

function Picture({ promotion, locale, label }: { promotion: PromotionActor; locale: Locale; label: string }) {
  const styles = useStyles();
  const banner = useSelector(promotion, (s) => selectScreenBanner(s, locale), shallowEqual);
  if (!banner) return null;
  return (
    <a className={styles.link} href={banner.href} target="_blank" rel="noopener noreferrer" data-testid="screen-banner">
      <img className={styles.image} src={banner.imageUrl} alt={label} width={960} height={120} />
    </a>
  );
}
