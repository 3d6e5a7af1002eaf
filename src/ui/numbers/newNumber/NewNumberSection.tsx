import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  type NewNumberActor,
  type NewNumberView,
  newNumberToView,
} from '../../../machines/numbers/newNumber/toView.ts';
import type { NumberCountryCode } from '../../../machines/numbers/newNumber/types.ts';
import type { NumbersActor } from '../../../machines/numbers/numbers/toView.ts';
import { selectAccountSummary, selectLocale } from '../../../machines/shell/app/toView.ts';
import { brand } from '../../../services/brand/index.ts';
import { useAppActor } from '../../appContext.ts';
import { ScreenBanner } from '../../common/ScreenBanner.tsx';
import { useT } from '../../common/useT.ts';
import { HintDialog } from './HintDialog.tsx';
import { PlanCard } from './PlanCard.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '20px', overflow: 'auto' },
  steps: { display: 'flex', gap: '24px', margin: 0, padding: 0, listStyle: 'none' },
  step: { color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  cards: { display: 'flex', gap: '16px', flexWrap: 'wrap' },
  balance: { cursor: 'pointer', minWidth: '200px' },
  bannerButton: { padding: 0, border: 'none', background: 'none', cursor: 'pointer', display: 'block', width: '100%' },
  banner: { display: 'block', width: '100%', maxWidth: '960px', height: 'auto', aspectRatio: '8 / 1' },
  selectors: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
  selector: { minWidth: '180px' },
  plans: { display: 'flex', flexDirection: 'column', gap: '8px' },
  actions: { display: 'flex', gap: '8px' },
  list: { margin: 0, paddingLeft: '20px' },
});

/** The numbers area's New Number section: the `newNumber` chart it runs (spec 3 §2, §4). */
export function NewNumberSection({ numbers }: { numbers: NumbersActor }) {
  const flow = useSelector(numbers, (s) => s.children.newNumber as NewNumberActor | undefined);
  return flow ? <NewNumberScreen flow={flow} /> : null;
}

function NewNumberScreen({ flow }: { flow: NewNumberActor }) {
  const styles = useStyles();
  const t = useT();
  const view = useSelector(flow, newNumberToView, shallowEqual);
  return (
    <section className={styles.root} aria-label={t('numbers.menu.newNumber')}>
      <StepsHeader step={view.step} />
      <ScreenTop />
      {view.step === 1 ? <NumberStep flow={flow} view={view} /> : <PlanStep flow={flow} view={view} />}
      <SubscriptionTipsDialog flow={flow} view={view} />
      <HintDialog
        open={view.dialog === 'result'}
        title={t('newNumber.result.title')}
        hints={[view.subHint]}
        onOk={() => flow.send({ type: 'result.ok' })}
      />
    </section>
  );
}

/** spec 3 §2: the steps header (choose number, choose plan). */
function StepsHeader({ step }: { step: 1 | 2 }) {
  const styles = useStyles();
  const t = useT();
  const steps = [t('newNumber.step.number'), t('newNumber.step.plan')];
  return (
    <ol className={styles.steps} aria-label={t('newNumber.steps')}>
      {steps.map((label, index) => (
        <li
          key={label}
          className={index + 1 === step ? styles.current : styles.step}
          aria-current={index + 1 === step ? 'step' : undefined}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

/** The dismissible tip box, the balance card (to recharge), wetalk's banner and the tips card (spec 3 §2). */
function ScreenTop() {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const summary = useSelector(app, selectAccountSummary, shallowEqual);
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  // decision: the tip box, once dismissed, stays closed while the screen is open (a view matter).
  const [tipShown, setTipShown] = useState(true);
  // spec 3 §2: wetalk's banner (picture and address from the ad configuration), shown here instead of the strip.
  const bannerShown = brand(platform).screenBanner === 'newNumber';
  return (
    <>
      {tipShown && (
        <MessageBar intent="info">
          <MessageBarBody>{t('newNumber.tip')}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('newNumber.tip.dismiss')}
                onClick={() => setTipShown(false)}
              />
            }
          />
        </MessageBar>
      )}
      {bannerShown && <ScreenBanner locale={locale} label={t('newNumber.banner')} />}
      <div className={styles.cards}>
        <Card
          className={styles.balance}
          role="button"
          aria-label={`${t('newNumber.balance')} ${summary?.balance ?? ''} — ${t('newNumber.balance.recharge')}`}
          onClick={() => app.send({ type: 'recharge.open' })}
        >
          <Text>{t('newNumber.balance')}</Text>
          <Text size={500} weight="semibold" data-testid="new-number-balance">
            {summary?.balance ?? '—'}
          </Text>
          <Text>{t('newNumber.balance.recharge')}</Text>
        </Card>
        <Card>
          <Text weight="semibold">{t('newNumber.tipsCard.title')}</Text>
          <ul className={styles.list}>
            <li>{t('newNumber.tipsCard.activation')}</li>
            <li>{t('newNumber.tipsCard.renewal')}</li>
            <li>{t('newNumber.tipsCard.history')}</li>
          </ul>
        </Card>
      </div>
    </>
  );
}

/** Step 1 (spec 3 §4): country, number type, province, area code, numbers; Next. */
function NumberStep({ flow, view }: { flow: NewNumberActor; view: NewNumberView }) {
  const styles = useStyles();
  const t = useT();
  const choice = view.choice;
  return (
    <>
      <div className={styles.selectors}>
        <Field label={t('newNumber.country')} className={styles.selector}>
          <Select
            value={choice?.code ?? ''}
            disabled={view.countries.length === 0}
            onChange={(_, data) => flow.send({ type: 'country.select', code: data.value as NumberCountryCode })}
          >
            {view.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </Select>
        </Field>
        {view.show.type && choice && (
          <Field label={t('newNumber.numberType')} className={styles.selector}>
            <Select
              value={choice.type}
              onChange={(_, data) => flow.send({ type: 'numberType.select', name: data.value as typeof choice.type })}
            >
              {view.types.map((type) => (
                <option key={type} value={type}>
                  {t(`newNumber.type.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {view.show.province && choice && (
          <Field label={t('newNumber.province')} className={styles.selector}>
            <Select
              value={choice.province}
              onChange={(_, data) => flow.send({ type: 'province.select', name: data.value })}
            >
              {view.provinces.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {view.show.areaCode && choice && (
          <Field label={t('newNumber.areaCode')} className={styles.selector}>
            <Select
              value={choice.areaCode}
              onChange={(_, data) => flow.send({ type: 'areaCode.select', areaCode: data.value })}
            >
              {view.areaCodes.map((areaCode) => (
                <option key={areaCode} value={areaCode}>
                  {areaCode}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {view.busy ? (
        <Spinner size="small" label={t('common.loading')} />
      ) : view.noNumber ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('newNumber.noNumber')}</MessageBarBody>
          {view.countries.length === 0 && (
            <MessageBarActions>
              <Button onClick={() => flow.send({ type: 'areas.reload' })}>{t('newNumber.retry')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      ) : (
        <Field label={t('newNumber.numbers')}>
          <RadioGroup
            value={view.phone ?? ''}
            onChange={(_, data) => flow.send({ type: 'number.select', phone: data.value })}
          >
            {view.numbers.map((number) => (
              <Radio key={number.phone} value={number.phone} label={`+${number.telCode} ${number.phone}`} />
            ))}
          </RadioGroup>
        </Field>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!view.canNext} onClick={() => flow.send({ type: 'step.next' })}>
          {t('newNumber.next')}
        </Button>
      </div>
    </>
  );
}

/** Step 2 (spec 3 §4): plans, the agreement (ticked at first), confirm. */
function PlanStep({ flow, view }: { flow: NewNumberActor; view: NewNumberView }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const price = (amount: string) => brand(platform).formatBalance(amount, locale);
  const chosen = view.numbers.find((number) => number.phone === view.phone);
  return (
    <>
      {chosen && <Text weight="semibold">{`+${chosen.telCode} ${chosen.phone}`}</Text>}
      {view.plansUnavailable ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('newNumber.plansUnavailable')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => flow.send({ type: 'plans.reload' })}>{t('newNumber.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : view.plans.length === 0 && view.busy ? (
        <Spinner size="small" label={t('common.loading')} />
      ) : (
        <div className={styles.plans} role="radiogroup" aria-label={t('newNumber.plans')}>
          {view.plans.map((plan) => (
            <PlanCard
              key={plan.planId}
              plan={plan}
              name="new-number-plan"
              chosen={plan.planId === view.planId}
              price={price}
              disabled={view.busy}
              onChoose={() => flow.send({ type: 'plan.select', planId: plan.planId })}
            />
          ))}
        </div>
      )}
      <Checkbox
        checked={view.agreed}
        label={t('newNumber.agreement')}
        onChange={() => flow.send({ type: 'agreement.toggle' })}
      />
      <div className={styles.actions}>
        <Button disabled={view.busy} onClick={() => flow.send({ type: 'step.back' })}>
          {t('newNumber.back')}
        </Button>
        <Button appearance="primary" disabled={!view.canConfirm} onClick={() => flow.send({ type: 'plan.confirm' })}>
          {t('newNumber.confirm')}
        </Button>
      </div>
    </>
  );
}

/** spec 3 §2: the subscription tips dialog; its Confirm buys. */
function SubscriptionTipsDialog({ flow, view }: { flow: NewNumberActor; view: NewNumberView }) {
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const plan = view.plans.find((p) => p.planId === view.planId);
  const number = view.numbers.find((n) => n.phone === view.phone);
  const { buying } = view;
  if (!plan || !number) return null;
  const price = (amount: string) => brand(platform).formatBalance(amount, locale);
  return (
    <Dialog open={view.dialog === 'tips'} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('newNumber.subTips.title')}</DialogTitle>
          <DialogContent>
            {t('newNumber.subTips.body', {
              telCode: number.telCode,
              phone: number.phone,
              plan: plan.planName,
              price: price(plan.planRent),
              fee: price(plan.activationFee),
            })}
          </DialogContent>
          <DialogActions>
            <Button disabled={buying} onClick={() => flow.send({ type: 'tips.cancel' })}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={buying} onClick={() => flow.send({ type: 'tips.confirm' })}>
              {buying ? <Spinner size="tiny" /> : t('newNumber.subTips.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
