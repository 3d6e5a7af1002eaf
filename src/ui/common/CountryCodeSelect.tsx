import { Input, makeStyles } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CountryItem, pickerLabel, shownCountry } from '../../services/countries/index.ts';
import { useCountries } from '../countries.tsx';
import type { CountryCodeField, CountryCodePickerProps, CountryCodeSelectProps } from './countryCodeField.ts';

const useStyles = makeStyles({
  root: { minWidth: '0', width: '100%' },
});

/**
 * The field's rules (spec 1 §3, §5). The value is a calling code, which several countries may
 * share: the country the person picked stays shown, and a code they did not pick shows its main
 * country ('+1 United States'). A typed code that matches no country is still accepted (at most 4
 * characters), so a person is never stuck on a missing list entry.
 */
function useCountryCodeField({ value, onChange }: CountryCodeSelectProps): CountryCodeField {
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

  return {
    shown,
    selected,
    matches,
    typing: query !== null,
    type: setQuery,
    choose,
    commitTyped: () => {
      if (query === null) return;
      const digits = query.replace(/\D/g, '').slice(0, 4);
      const exact = matches.length === 1 ? matches[0] : undefined;
      if (exact) choose(exact);
      else if (digits) {
        setChosenCountry(null);
        onChange(digits);
      }
      setQuery(null);
    },
    stopTyping: () => setQuery(null),
  };
}

type Picker = ComponentType<CountryCodePickerProps>;
let pickerLoad: Promise<Picker> | null = null;

/** The picker's list (Fluent's combobox, its own chunk), fetched once. */
function loadPicker(): Promise<Picker> {
  pickerLoad ??= import('./CountryCodePicker.tsx').then((module) => module.CountryCodePicker);
  return pickerLoad;
}

/**
 * Country-code picker over the EN/CN country lists with flags (spec 1 §3); typing filters by
 * name or code. The login screen shows it at once as a light text field holding the prefilled
 * code, which takes a typed code by itself; the list with its flags (Fluent's combobox, which
 * weighs about as much as the rest of the form) is fetched when a person first asks for it — a
 * click on the field, an arrow key, or a letter typed to search a country by name — and then
 * takes the field's place, open, with what they typed and the focus (issue 8 item 21).
 */
export function CountryCodeSelect(props: CountryCodeSelectProps) {
  const styles = useStyles();
  const intl = useIntl();
  const field = useCountryCodeField(props);
  const [Loaded, setLoaded] = useState<Picker | null>(null);
  const light = useRef<HTMLInputElement>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const want = () => {
    if (Loaded) return;
    loadPicker().then(
      (picker) => {
        if (!mounted.current) return;
        // The person is still in the field: the list opens where they are.
        setOpenOnArrival(light.current !== null && light.current === document.activeElement);
        setLoaded(() => picker);
      },
      // Not fetched (offline): the light field keeps taking typed codes; the next focus tries again.
      () => {
        pickerLoad = null;
      },
    );
  };

  const label = intl.formatMessage({ id: 'login.telCode' });
  const placeholder = intl.formatMessage({ id: 'login.telCode.placeholder' });
  if (Loaded) {
    return <Loaded {...props} field={field} label={label} placeholder={placeholder} openOnArrival={openOnArrival} />;
  }
  return (
    <Input
      ref={light}
      className={styles.root}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      aria-label={label}
      placeholder={placeholder}
      value={field.shown}
      disabled={props.disabled}
      aria-invalid={props.invalid}
      contentAfter={<ChevronDownRegular aria-hidden />}
      onPointerDown={want}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') want();
      }}
      onChange={(_, data) => {
        field.type(data.value);
        // A letter searches the countries by name: that needs the list.
        if (/\p{L}/u.test(data.value)) want();
      }}
      onBlur={field.commitTyped}
    />
  );
}
