import { makeStyles } from '@fluentui/react-components';
import type { NumberCountryCode } from '../../machines/numbers/numberManagement/toView.ts';
import { useCountries } from '../countries.tsx';

const useStyles = makeStyles({
  flags: { display: 'inline-flex', gap: '2px', flexShrink: 0 },
  flag: { width: '20px', height: '14px', objectFit: 'cover' },
});

/** spec 3 §2: a number's country flag; toll-free numbers show the US/Canada flag. */
const FLAG_COUNTRIES: Record<NumberCountryCode, readonly string[]> = {
  US: ['US'],
  CA: ['CA'],
  GB: ['GB'],
  AU: ['AU'],
  HK: ['HK'],
  IL: ['IL'],
  FI: ['FI'],
  MX: ['MX'],
  AT: ['AT'],
  TollFree: ['US', 'CA'],
};

export function NumberFlag({ code }: { code: NumberCountryCode }) {
  const styles = useStyles();
  const countries = useCountries();
  const flags = FLAG_COUNTRIES[code].flatMap((country) => {
    const item = countries.find((candidate) => candidate.countrycode === country);
    return item ? [item] : [];
  });
  if (flags.length === 0) return null;
  return (
    <span className={styles.flags}>
      {flags.map((item) => (
        <img key={item.countrycode} className={styles.flag} src={item.flag} alt={item.countryname} />
      ))}
    </span>
  );
}
