/**
 * The bench's baseline: a bare login form with the same React 19 and Fluent UI v9 components the
 * product's login screen uses (card, heading, method tabs, country-code combobox, phone field,
 * primary button, message bar, spinner), and nothing else — no state machines, no API layer, no
 * translations. `npm run bench` builds it with the same Vite in the same run and reports the
 * product's login as a ratio of it.
 */
import {
  Button,
  Card,
  Combobox,
  createLightTheme,
  Field,
  FluentProvider,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createLightTheme({
  10: '#020206',
  20: '#13172a',
  30: '#1b2349',
  40: '#212e64',
  50: '#26397f',
  60: '#2a459b',
  70: '#2d51b8',
  80: '#2f5ed6',
  90: '#4a6de1',
  100: '#647de6',
  110: '#7b8deb',
  120: '#919ef0',
  130: '#a6aff4',
  140: '#bbc1f8',
  150: '#d0d3fb',
  160: '#e5e6fd',
});

const useStyles = makeStyles({
  page: {
    minHeight: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground2,
    padding: '24px',
    boxSizing: 'border-box',
  },
  card: { width: '420px', maxWidth: '100%', padding: '32px', gap: '20px' },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  row: { display: 'flex', gap: '8px' },
});

const CODES = [
  { code: '1', name: 'United States' },
  { code: '86', name: 'China' },
  { code: '44', name: 'United Kingdom' },
];

function LoginForm() {
  const styles = useStyles();
  const [method, setMethod] = useState('phone');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
  };
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Text as="h1" size={700} weight="bold">
          Baseline
        </Text>
        <form className={styles.form} onSubmit={submit} noValidate>
          <MessageBar intent="info">
            <MessageBarBody>Sign in with your phone number or e-mail.</MessageBarBody>
          </MessageBar>
          <TabList selectedValue={method} onTabSelect={(_, data) => setMethod(String(data.value))}>
            <Tab value="phone">Phone</Tab>
            <Tab value="email">E-mail</Tab>
          </TabList>
          {method === 'phone' ? (
            <div className={styles.row}>
              <Combobox aria-label="Country code" defaultValue="+1 United States" freeform>
                {CODES.map((c) => (
                  <Option key={c.code} value={c.code} text={`+${c.code} ${c.name}`}>
                    {`+${c.code} ${c.name}`}
                  </Option>
                ))}
              </Combobox>
              <Field label="Phone number">
                <Input type="tel" />
              </Field>
            </div>
          ) : (
            <Field label="E-mail">
              <Input type="email" />
            </Field>
          )}
          <Button appearance="primary" size="large" type="submit" icon={busy ? <Spinner size="tiny" /> : undefined}>
            Get code
          </Button>
          <Link href="#help">Help</Link>
        </form>
      </Card>
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <FluentProvider theme={theme}>
    <LoginForm />
  </FluentProvider>,
);
