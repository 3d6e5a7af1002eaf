import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CountryItem } from '../../services/api/contract/index.ts';
import { pickerLabel, shownCountry } from '../../services/countries/index.ts';
import { useCountries } from '../countries.tsx';

const useStyles = makeStyles({
  root: { minWidth: '0', width: '100%' },
  listbox: { minWidth: '300px' },
  option: { display: 'flex', alignItems: 'center', gap: '8px' },
  flag: { width: '20px', height: '15px', flexShrink: 0, borderRadius: '2px' },
});

export interface CountryCodeSelectProps {
  /** The selected calling code, digits only ('1', '86'). */
  value: string;
  onChange(telCode: string): void;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Country-code picker over the EN/CN country lists with flags (spec 1 §3). Typing filters by
 * name or code; a typed code that matches no country is still accepted (spec 1 §5: at most 4
 * characters), so a person is never stuck on a missing list entry.
 *
 * The value is a calling code, which several countries may share: the country the person picked
 * stays shown, and a code they did not pick shows its main country ('+1 United States').
 */
export function CountryCodeSelect({ value, onChange, invalid, disabled }: CountryCodeSelectProps) {
  const styles = useStyles();
  const intl = useIntl();
  const countries = useCountries();
  const [query, setQuery] = useState<string | null>(null);
  // Only which of the countries sharing the code is shown: what the form holds is the code.
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);

  const selected = shownCountry(value, chosenCountry, countries);
  const shown = query ?? (selected ? pickerLabel(selected) : value ? `+${value}` : '');
  const matches = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase().replace(/^\+/, '');
    if (!q) return countries;
    return countries.filter(
      (c) => c.telcode.startsWith(q) || c.countryname.toLowerCase().includes(q) || c.countrycode.toLowerCase() === q,
    );
  }, [countries, query]);

  const choose = (item: CountryItem) => {
    setChosenCountry(item.countrycode);
    onChange(item.telcode);
  };

  const commitTyped = () => {
    if (query === null) return;
    const digits = query.replace(/\D/g, '').slice(0, 4);
    const exact = matches.length === 1 ? matches[0] : undefined;
    if (exact) choose(exact);
    else if (digits) {
      setChosenCountry(null);
      onChange(digits);
    }
    setQuery(null);
  };

  return (
    <Combobox
      className={styles.root}
      listbox={{ className: styles.listbox }}
      aria-label={intl.formatMessage({ id: 'login.telCode' })}
      placeholder={intl.formatMessage({ id: 'login.telCode.placeholder' })}
      value={shown}
      selectedOptions={selected ? [selected.countrycode] : []}
      freeform
      disabled={disabled}
      aria-invalid={invalid}
      onChange={(e) => setQuery(e.target.value)}
      onBlur={commitTyped}
      onOptionSelect={(_, data) => {
        const item = countries.find((c) => c.countrycode === data.optionValue);
        if (item) choose(item);
        setQuery(null);
      }}
    >
      {matches.map((item) => (
        <Option key={item.countrycode} value={item.countrycode} text={pickerLabel(item)}>
          <span className={styles.option}>
            <img className={styles.flag} src={item.flag} alt="" loading="lazy" />
            {pickerLabel(item)}
          </span>
        </Option>
      ))}
    </Combobox>
  );
}
