import { Button, Field, Input, Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, SearchRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import {
  type FrontPageActor,
  selectFrontPage,
  type FrontPageView as View,
} from '../../machines/frontPage/frontPage/toView.ts';
import type { CodeCountryCode } from '../../machines/frontPage/frontPage/types.ts';
import { selectFrontPageRef, selectLanguageToggleShown, selectLocale } from '../../machines/shell/app/toView.ts';
import { brand } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';
import { AreaPending } from '../shell/AreaPending.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', backgroundColor: tokens.colorNeutralBackground2 },
  header: {
    height: '48px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '0 20px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  brandName: { flexGrow: 1, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  main: {
    flexGrow: 1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    padding: '20px',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '720px' },
  services: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { borderCollapse: 'collapse', minWidth: '360px' },
  cell: { padding: '6px 10px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, textAlign: 'left' },
  select: {
    maxWidth: '360px',
    height: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

/**
 * The logged-out front page (spec 1 §2 front-page modes and Root view, spec 3 §6): the brand's
 * header with Log in, and the verification panel fed by the calls that need no token — or, on
 * `/applist`, the services first. Get number is a link to the brand's external site.
 */
export function FrontPageView() {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const languageToggle = useSelector(app, selectLanguageToggleShown);
  const frontPage = useSelector(app, selectFrontPageRef);
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.brandName}>{brand(platform).displayName(locale)}</h1>
        {languageToggle && (
          <Button appearance="subtle" onClick={() => app.send({ type: 'locale.toggle' })}>
            {t('shell.language.toggle')}
          </Button>
        )}
        <Button appearance="primary" onClick={() => app.send({ type: 'login.open' })}>
          {t('frontPage.login')}
        </Button>
      </header>
      <main className={styles.main}>
        <h2 className={styles.title}>{t('frontPage.title')}</h2>
        {frontPage ? <Panel frontPage={frontPage} /> : <AreaPending area="frontPage" />}
      </main>
    </div>
  );
}

function Panel({ frontPage }: { frontPage: FrontPageActor }) {
  const t = useT();
  const view = useSelector(frontPage, selectFrontPage, shallowEqual);
  if (view.stage === 'loading') return <Spinner role="status" label={t('jiema.loading')} />;
  if (view.stage === 'failed') return <Retry frontPage={frontPage} />;
  return (
    <>
      {view.stage === 'options' && view.mode === 'appList' && (
        <div>
          <Button icon={<ArrowLeftRegular />} appearance="subtle" onClick={() => frontPage.send({ type: 'apps.show' })}>
            {t('frontPage.allServices')}
          </Button>
        </div>
      )}
      {(view.stage === 'apps' || view.mode === 'verification') && <Services frontPage={frontPage} view={view} />}
      {view.stage === 'options' && <Numbers frontPage={frontPage} view={view} />}
    </>
  );
}

function Retry({ frontPage }: { frontPage: FrontPageActor }) {
  const t = useT();
  return (
    <div role="alert">
      <Text>{t('jiema.failed')}</Text>{' '}
      <Button onClick={() => frontPage.send({ type: 'retry' })}>{t('jiema.retry')}</Button>
    </div>
  );
}

/** spec 3 §2: the searchable service list (the chosen one pressed). */
function Services({ frontPage, view }: { frontPage: FrontPageActor; view: View }) {
  const styles = useStyles();
  const t = useT();
  return (
    <section className={styles.section} aria-label={t('jiema.step1')}>
      <Input
        contentBefore={<SearchRegular />}
        placeholder={t('jiema.search')}
        aria-label={t('jiema.search')}
        value={view.search}
        onChange={(_, data) => frontPage.send({ type: 'search.change', search: data.value })}
      />
      {view.apps.length === 0 ? (
        <Text className={styles.muted}>{t('jiema.noService')}</Text>
      ) : (
        <div className={styles.services}>
          {view.apps.map((service) => (
            <Button
              key={service.app}
              appearance={view.stage === 'options' && service.app === view.app ? 'primary' : 'secondary'}
              aria-pressed={view.stage === 'options' && service.app === view.app}
              onClick={() => frontPage.send({ type: 'service.select', app: service.app })}
            >
              {service.name}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}

/** spec 3 §6: the country and the pool's free numbers (public call); each one's get-number link. */
function Numbers({ frontPage, view }: { frontPage: FrontPageActor; view: View }) {
  const styles = useStyles();
  const t = useT();
  return (
    <section className={styles.section} aria-label={t('frontPage.numbers', { app: view.appName })}>
      <Text weight="semibold">{t('frontPage.numbers', { app: view.appName })}</Text>
      <Field label={t('jiema.country')}>
        {(control) => (
          // A native select with Fluent's look, not Fluent's Select (its chunk was 3.6 KB brotli of
          // jiema's first screen; issue 24 item 5). The Field names it through `control`.
          <select
            {...control}
            className={styles.select}
            value={view.country ?? ''}
            onChange={(event) =>
              frontPage.send({ type: 'country.select', code: event.currentTarget.value as CodeCountryCode })
            }
          >
            {view.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`+${country.telCode} ${country.name}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      {view.numbers === 'loading' ? (
        <Spinner size="small" role="status" label={t('jiema.loading')} />
      ) : view.numbers === 'failed' ? (
        <Retry frontPage={frontPage} />
      ) : view.options.length === 0 ? (
        <Text role="status">{t('jiema.noNumbers')}</Text>
      ) : (
        <table className={styles.table}>
          <tbody>
            {view.options.map((option) => (
              <tr key={option.fullNumber}>
                <td className={styles.cell}>{option.label}</td>
                <td className={`${styles.cell} ${styles.muted}`}>{option.tip}</td>
                <td className={styles.cell}>
                  {option.getNumberHref && (
                    <Link
                      href={option.getNumberHref}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('frontPage.getNumberFor', { number: option.label })}
                    >
                      {t('jiema.getNumber')}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
