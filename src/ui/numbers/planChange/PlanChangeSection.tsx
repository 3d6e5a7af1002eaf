import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import type { NumbersActor } from '../../../machines/numbers/numbers/toView.ts';
import {
  type PlanBadge,
  type PlanChangeActor,
  type PlanChangeView,
  planChangeToView,
} from '../../../machines/numbers/planChange/toView.ts';
import type { PlanChangeIntent, PlanChangeType } from '../../../machines/numbers/planChange/types.ts';
import { selectLocale } from '../../../machines/shell/app/toView.ts';
import { brand } from '../../../services/brand/index.ts';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import { useAppActor } from '../../appContext.ts';
import { useT } from '../../common/useT.ts';
import { HintDialog } from '../newNumber/HintDialog.tsx';
import { PlanCard } from '../newNumber/PlanCard.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '20px', overflow: 'auto' },
  plans: { display: 'flex', flexDirection: 'column', gap: '8px' },
  // A column that scrolls: the notice keeps its height instead of shrinking under the plans.
  notice: { flexShrink: 0 },
  actions: { display: 'flex', gap: '8px' },
  option: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    paddingLeft: '32px',
    color: tokens.colorNeutralForeground3,
  },
});

/** The dialogs' titles by what they are about (issue 27 item 1: renew, keep the plan). */
const OPTIONS_TITLE = {
  change: 'planChange.options.title',
  renew: 'planChange.options.title.renew',
  keep: 'planChange.options.title.keep',
} as const satisfies Record<PlanChangeIntent, MessageKey>;
const DONE_TITLE = {
  change: 'planChange.done.title',
  renew: 'planChange.done.title.renew',
  keep: 'planChange.done.title.keep',
} as const satisfies Record<PlanChangeIntent, MessageKey>;

/** An option's label: its timing for another plan; what it does for renewing or keeping one. */
function optionLabel(intent: PlanChangeIntent, type: PlanChangeType): MessageKey {
  return intent === 'change' ? `planChange.option.${type}` : `planChange.option.${intent}`;
}

/** The numbers area's plan change (spec 3 §4 Plan change flow): the `planChange` chart it runs. */
export function PlanChangeSection({ numbers }: { numbers: NumbersActor }) {
  const flow = useSelector(numbers, (s) => s.children.planChange as PlanChangeActor | undefined);
  return flow ? <PlanChangeScreen flow={flow} /> : null;
}

function BadgeOf({ badge }: { badge: PlanBadge }) {
  const t = useT();
  if (badge.kind === 'current') return <Badge color="brand">{t('planChange.badge.current')}</Badge>;
  if (badge.kind === 'effective') {
    return <Badge color="warning">{t('planChange.badge.effective', { date: badge.date })}</Badge>;
  }
  return (
    <Badge appearance="outline" color="informative">
      {t('planChange.badge.change')}
    </Badge>
  );
}

function PlanChangeScreen({ flow }: { flow: PlanChangeActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const view = useSelector(flow, planChangeToView, shallowEqual);
  const price = (amount: string) => brand(platform).formatBalance(amount, locale);
  return (
    <section className={styles.root} aria-label={t('planChange.region')}>
      <Text as="h2" size={500} weight="semibold">
        {t('planChange.title', { telCode: view.telCode, phone: view.phone })}
      </Text>
      {view.suspended && (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>{t('planChange.suspended', { days: view.graceDays })}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" disabled={!view.canRenew} onClick={() => flow.send({ type: 'plan.renew' })}>
              {t('planChange.renew')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {view.unavailable ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('planChange.unavailable')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => flow.send({ type: 'plans.reload' })}>{t('newNumber.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : view.rows.length === 0 ? (
        <Spinner size="small" label={t('common.loading')} />
      ) : (
        <div className={styles.plans} role="radiogroup" aria-label={t('newNumber.plans')}>
          {view.rows.map((row) => (
            <PlanCard
              key={row.plan.planId}
              plan={row.plan}
              name="plan-change-plan"
              chosen={row.plan.planId === view.planId}
              price={price}
              badge={<BadgeOf badge={row.badge} />}
              disabled={view.busy}
              onChoose={() => flow.send({ type: 'plan.select', planId: row.plan.planId })}
            />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={() => flow.send({ type: 'change.cancel' })} disabled={view.dialog !== null && view.busy}>
          {t('newNumber.back')}
        </Button>
        <Button appearance="primary" disabled={!view.canNext} onClick={() => flow.send({ type: 'step.next' })}>
          {view.busy && view.dialog === null && view.rows.length > 0 ? <Spinner size="tiny" /> : t('newNumber.next')}
        </Button>
        {view.canCancelPending && (
          <Button onClick={() => flow.send({ type: 'pending.cancel' })}>{t('planChange.cancelPending')}</Button>
        )}
      </div>
      <OptionsDialog flow={flow} view={view} price={price} />
      <HintDialog
        open={view.dialog === 'done'}
        title={t(DONE_TITLE[view.intent])}
        hints={[view.successHint, view.planHint]}
        onOk={() => flow.send({ type: 'result.ok' })}
      />
    </section>
  );
}

/**
 * spec 3 §2 plan-change timing dialog: immediate (1) or next billing cycle (2), tip, rule, amount;
 * renewing a suspended number offers only the immediate option, keeping the plan only the next-cycle one.
 */
function OptionsDialog({
  flow,
  view,
  price,
}: {
  flow: PlanChangeActor;
  view: PlanChangeView;
  price: (amount: string) => string;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={view.dialog === 'options'} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(OPTIONS_TITLE[view.intent])}</DialogTitle>
          <DialogContent>
            <RadioGroup
              value={view.changeType === null ? '' : String(view.changeType)}
              aria-label={t(OPTIONS_TITLE[view.intent])}
              onChange={(_, data) =>
                flow.send({ type: 'option.select', changeType: Number(data.value) as PlanChangeType })
              }
            >
              {view.options.map((option) => (
                <div key={option.type}>
                  <Radio value={String(option.type)} label={t(optionLabel(view.intent, option.type))} />
                  <div className={styles.option}>
                    <Text>{option.tip}</Text>
                    <Text>{option.rule}</Text>
                    <Text>{t('planChange.option.amount', { amount: price(option.payAmount) })}</Text>
                  </div>
                </div>
              ))}
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button disabled={view.busy} onClick={() => flow.send({ type: 'options.cancel' })}>
              {t('common.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={!view.canConfirm}
              onClick={() => flow.send({ type: 'option.confirm' })}
            >
              {view.busy ? <Spinner size="tiny" /> : t('planChange.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
