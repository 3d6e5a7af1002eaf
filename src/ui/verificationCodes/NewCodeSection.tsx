import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Link,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import { selectAccountSummary, selectLocale } from '../../machines/shell/app/toView.ts';
import { type NewCodeActor, newCodeToView, type StepOneView } from '../../machines/verificationCodes/newCode/toView.ts';
import type { CodeCountryCode } from '../../machines/verificationCodes/newCode/types.ts';
import { brand, formatBalance, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { useAppActor } from '../appContext.ts';
import { ScreenBanner } from '../common/ScreenBanner.tsx';
import { useT } from '../common/useT.ts';
import { ReceiveStep } from './ReceiveStep.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', gap: '20px', padding: '16px', alignItems: 'flex-start', flexWrap: 'wrap' },
  main: { flexGrow: 1, minWidth: '360px', maxWidth: '640px', display: 'flex', flexDirection: 'column', gap: '14px' },
  side: { width: '260px', display: 'flex', flexDirection: 'column', gap: '12px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '14px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardButton: { textAlign: 'start', cursor: 'pointer' },
  fields: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  options: { maxHeight: '320px', overflowY: 'auto' },
});

/** New Code (spec 3 §2): step 1 (service, country, number, terms, Next), step 2 (receive / send), and the right column. */
export function NewCodeSection({ newCode }: { newCode: NewCodeActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const view = useSelector(newCode, newCodeToView, shallowEqual);

  return (
    <section className={styles.root} aria-label={t('vcode.menu.newCode')} data-testid="new-code">
      <div className={styles.main}>
        <Text as="h2" size={500} weight="semibold">
          {t('vcode.menu.newCode')}
        </Text>
        {view.step === 'starting' && <Spinner label={t('common.loading')} />}
        {view.step === 'failed' && (
          <div role="alert">
            <Text>{t('vcode.catalogue.failed')}</Text>{' '}
            <Button onClick={() => newCode.send({ type: 'catalogue.reload' })}>{t('vcode.retry')}</Button>
          </div>
        )}
        {view.step === 1 && <StepOne newCode={newCode} choose={view.choose} platform={platform} locale={locale} />}
        {view.step === 2 && <ReceiveStep newCode={newCode} view={view.receive} platform={platform} locale={locale} />}
      </div>
      <SideColumn platform={platform} />
      <NewCodeDialogs newCode={newCode} platform={platform} locale={locale} />
    </section>
  );
}

function StepOne({
  newCode,
  choose,
  platform,
  locale,
}: {
  newCode: NewCodeActor;
  choose: StepOneView;
  platform: Platform;
  locale: Locale;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      <Text weight="semibold">{t('vcode.step1')}</Text>
      <div className={styles.fields}>
        <Select
          aria-label={t('vcode.service')}
          value={choose.app ?? ''}
          onChange={(_, data) => newCode.send({ type: 'app.select', app: data.value })}
        >
          <option value="" disabled>
            {t('vcode.service.choose')}
          </option>
          {choose.apps.map((app) => (
            <option key={app.app} value={app.app}>
              {app.name}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('vcode.country')}
          value={choose.country ?? ''}
          onChange={(_, data) => newCode.send({ type: 'country.select', code: data.value as CodeCountryCode })}
        >
          <option value="" disabled>
            {t('vcode.country.choose')}
          </option>
          {choose.countries.map((country) => (
            <option key={country.code} value={country.code}>
              +{country.telCode} {country.name}
            </option>
          ))}
        </Select>
      </div>
      {/* issue 27 item 4: the rate of the type that will be charged (one-time or long-term). */}
      {choose.fees.map((fee) => (
        <Text key={fee.numberType} className={styles.muted} data-testid="code-fee">
          {fee.subRent === ''
            ? t('vcode.fee.oneTime', { rate: formatBalance(platform, fee.codeRate || '0', locale) })
            : t('vcode.fee.longTerm', {
                rate: formatBalance(platform, fee.codeRate || '0', locale),
                rent: formatBalance(platform, fee.subRent, locale),
              })}
        </Text>
      ))}
      {choose.searchShown && (
        <Input
          contentBefore={<SearchRegular />}
          value={choose.search}
          placeholder={t('vcode.numberSearch')}
          aria-label={t('vcode.numberSearch')}
          onChange={(_, data) => newCode.send({ type: 'search.change', search: data.value })}
        />
      )}
      {choose.optionsStatus === 'loading' && <Spinner size="small" label={t('common.loading')} />}
      {choose.optionsStatus === 'incomplete' && <Text className={styles.muted}>{t('vcode.chooseFirst')}</Text>}
      {choose.searchHidesAll && <Text className={styles.muted}>{t('vcode.numbers.noMatch')}</Text>}
      {(choose.optionsStatus === 'failed' ||
        (choose.optionsStatus === 'ready' && choose.options.length === 0 && !choose.searchHidesAll)) && (
        <Text className={styles.muted}>{t('vcode.noNumbers')}</Text>
      )}
      {choose.options.length > 0 && choose.optionsStatus !== 'incomplete' && (
        <RadioGroup
          className={styles.options}
          aria-label={t('vcode.numbers')}
          value={choose.selected ?? ''}
          onChange={(_, data) => newCode.send({ type: 'number.select', number: data.value })}
        >
          {choose.options.map((option) => (
            <Radio
              key={option.fullNumber}
              value={option.fullNumber}
              disabled={!option.canGetNumber}
              label={`+${option.fullNumber}${option.numberName ? ` · ${option.numberName}` : ''}${
                option.subStatus === 1 ? ` · ${t('vcode.sidebar.subscribed')}` : ''
              }${option.tip ? ` · ${option.tip}` : ''}`}
            />
          ))}
        </RadioGroup>
      )}
      <Checkbox
        checked={choose.termsAccepted}
        label={t('vcode.terms')}
        onChange={() => newCode.send({ type: 'terms.toggle' })}
      />
      <div>
        <Button
          appearance="primary"
          disabled={!choose.canNext || choose.locking}
          onClick={() => newCode.send({ type: 'step.next' })}
        >
          {choose.locking ? t('vcode.locking') : t('vcode.next')}
        </Button>
      </div>
    </>
  );
}

/** The right column (spec 3 §2): the balance card (a click tops up) and the support card with the brand's mail link. */
function SideColumn({ platform }: { platform: Platform }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const summary = useSelector(app, selectAccountSummary, shallowEqual);
  const locale = useSelector(app, selectLocale);
  return (
    <aside className={styles.side} aria-label={t('vcode.side')}>
      <button
        type="button"
        className={`${styles.card} ${styles.cardButton}`}
        onClick={() => app.send({ type: 'recharge.open' })}
      >
        <Text className={styles.muted}>{t('vcode.balance')}</Text>
        <Text size={500} weight="semibold">
          {summary?.balance ?? '--'}
        </Text>
        <Text className={styles.muted}>{t('vcode.topUp')}</Text>
      </button>
      {/* spec 3 §2: pingme's banner ad (English and Chinese picture and link, from the ad configuration). */}
      {brand(platform).screenBanner === 'newCode' && <ScreenBanner locale={locale} label={t('vcode.banner')} />}
      <div className={styles.card}>
        <Text weight="semibold">{t('vcode.support')}</Text>
        <Text className={styles.muted}>{t('vcode.support.text')}</Text>
        <Link href={brand(platform).supportMailto(summary?.webchatId ?? '')}>{t('vcode.support.mail')}</Link>
      </div>
    </aside>
  );
}

function NewCodeDialogs({ newCode, platform, locale }: { newCode: NewCodeActor; platform: Platform; locale: Locale }) {
  const t = useT();
  const view = useSelector(newCode, newCodeToView, shallowEqual);
  const dialog = view.step === 1 || view.step === 2 ? view.dialog : null;
  const locked = view.step === 2 ? view.receive.locked : null;
  const busy = view.step === 2 && view.receive.busy;
  const close = () => newCode.send({ type: 'dialog.close' });
  const content: Record<Exclude<typeof dialog, null>, { title: string; text: string; actions: ReactElement }> = {
    noNumber: {
      title: t('vcode.noNumber.title'),
      text: t('vcode.noNumber.text'),
      actions: (
        <Button appearance="primary" onClick={close}>
          {t('vcode.ok')}
        </Button>
      ),
    },
    done: {
      title: t('vcode.done.title'),
      text: t('vcode.done.text', { number: locked ? `+${locked.fullNumber}` : '' }),
      actions: (
        <>
          <Button onClick={() => newCode.send({ type: 'done.confirm' })}>{t('vcode.done.finish')}</Button>
          <Button appearance="primary" onClick={() => newCode.send({ type: 'subscribe.request' })}>
            {t('vcode.subscribe')}
          </Button>
        </>
      ),
    },
    subscribe: {
      title: t('vcode.subscribe.title'),
      text: locked
        ? t('vcode.subscribe.text', {
            number: `+${locked.fullNumber}`,
            app: locked.name,
            rent: formatBalance(platform, locked.subRent || '0', locale),
            rate: formatBalance(platform, locked.codeRate, locale),
          })
        : '',
      actions: (
        <>
          <Button disabled={busy} onClick={close}>
            {t('vcode.back')}
          </Button>
          <Button appearance="primary" disabled={busy} onClick={() => newCode.send({ type: 'subscribe.confirm' })}>
            {t('vcode.subscribe')}
          </Button>
        </>
      ),
    },
    sent: {
      title: t('vcode.sent.title'),
      text: t('vcode.sent.text'),
      actions: (
        <Button appearance="primary" onClick={close}>
          {t('vcode.ok')}
        </Button>
      ),
    },
  };
  const shown = dialog ? content[dialog] : null;
  return (
    <Dialog
      open={shown !== null}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) close();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{shown?.title}</DialogTitle>
          <DialogContent>{shown?.text}</DialogContent>
          <DialogActions>{shown?.actions}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
