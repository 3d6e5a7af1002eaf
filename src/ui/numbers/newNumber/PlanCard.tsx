import { Badge, makeStyles, Radio, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Plan } from '../../../machines/numbers/newNumber/types.ts';
import { planFeatures, planTips } from '../../../services/numbers/planTips.ts';
import { useT } from '../../common/useT.ts';
import { TipText } from './TipText.tsx';

const useStyles = makeStyles({
  card: {
    margin: 0,
    minWidth: 0,
    display: 'flex',
    gap: '12px',
    padding: '12px 16px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  chosen: { border: `1px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  body: { display: 'flex', flexDirection: 'column', gap: '4px', flexGrow: 1, minWidth: 0 },
  head: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: '20px' },
});

/**
 * One plan (spec 3 §3 Plan): name, price for its period and per month, activation fee, discount,
 * its description and its Tips entry with the `###key###` links (spec 3 §5). Chosen by its radio.
 */
export function PlanCard({
  plan,
  chosen,
  price,
  badge,
  name,
  onChoose,
  disabled,
}: {
  plan: Plan;
  chosen: boolean;
  /** Formats an amount in the brand's unit. */
  price: (amount: string) => string;
  badge?: ReactNode;
  /** The radio group's name. */
  name: string;
  onChoose: () => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  const tips = planTips(plan.planDescList);
  return (
    <fieldset className={chosen ? `${styles.card} ${styles.chosen}` : styles.card} aria-label={plan.planName}>
      <Radio
        name={name}
        value={String(plan.planId)}
        checked={chosen}
        disabled={disabled}
        onChange={onChoose}
        aria-label={plan.planName}
      />
      <div className={styles.body}>
        <div className={styles.head}>
          <Text weight="semibold">{plan.planName}</Text>
          {badge}
          {plan.discount > 0 && (
            <Badge appearance="tint" color="success">
              {t('newNumber.plan.discount', { discount: plan.discount })}
            </Badge>
          )}
        </div>
        <Text>{t('newNumber.plan.price', { price: price(plan.planRent), months: plan.planRentPeriod })}</Text>
        <Text className={styles.muted}>
          {t('newNumber.plan.monthly', { price: price(plan.monthRent) })}
          {' · '}
          {t('newNumber.plan.activation', { fee: price(plan.activationFee) })}
        </Text>
        {plan.tip && <Text className={styles.muted}>{plan.tip}</Text>}
        {planFeatures(plan.planDescList).map((section) => (
          <ul key={section.title} className={styles.list} aria-label={section.title}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ))}
        {tips.length > 0 && (
          <ul className={styles.list} aria-label={t('newNumber.plan.tips')}>
            {tips.map((tip) => (
              <li key={tip}>
                <TipText text={tip} urlDict={plan.urlDict} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
