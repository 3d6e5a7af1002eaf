import { Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { cellPlanOf, type NumbersActor, tipOpen } from '../../machines/numbers/numbers/toView.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  region: {
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':focus': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/**
 * The US cell-phone plan of Number Management (spec 3 §2: pingme's banner to it) — the TMO section
 * the shell's banner ad leads to (spec 1 §2, pingme and wetalk; issue 22 item 8). Arriving from the
 * banner, it is scrolled into view and focused, so a keyboard or screen-reader user lands on it.
 */
export function CellPlanSection({ numbers, brandShowsIt }: { numbers: NumbersActor; brandShowsIt: boolean }) {
  const styles = useStyles();
  const t = useT();
  const shown = useSelector(numbers, (s) => cellPlanOf(s, brandShowsIt));
  // The first-visit tip is a modal: the section is focused once it has closed.
  const tip = useSelector(numbers, tipOpen);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (shown !== 'focus' || tip) return;
    // After the frame, so a closing dialog's focus restore does not take the focus back.
    const frame = requestAnimationFrame(() => {
      region.current?.scrollIntoView({ block: 'center' });
      region.current?.focus();
      numbers.send({ type: 'cellPlan.focused' });
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, tip, numbers]);

  if (shown === 'hidden') return null;
  return (
    <section ref={region} tabIndex={-1} className={styles.region} aria-label={t('numbers.cellPlan.title')}>
      <MessageBar intent="info">
        <MessageBarBody>
          {t('numbers.cellPlanBanner')}{' '}
          <Link onClick={() => numbers.send({ type: 'section.select', section: 'plans' })}>
            {t('numbers.cellPlanBanner.link')}
          </Link>
        </MessageBarBody>
      </MessageBar>
    </section>
  );
}
