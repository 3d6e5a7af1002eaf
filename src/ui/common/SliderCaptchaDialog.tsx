import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SliderCaptchaMachine } from '../../machines/common/sliderCaptcha/sliderCaptcha.machine.ts';
import { sliderToView } from '../../machines/common/sliderCaptcha/toView.ts';
import { useT } from './useT.ts';

const HANDLE = 40;
/** Pixels one arrow key moves the piece. */
const KEY_STEP = 2;

const useStyles = makeStyles({
  stage: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: '4px',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  picture: { display: 'block' },
  piece: { position: 'absolute', left: 0, filter: 'drop-shadow(0 0 3px rgba(0, 0, 0, 0.6))', pointerEvents: 'none' },
  center: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  track: {
    position: 'relative',
    marginTop: '12px',
    height: `${HANDLE}px`,
    borderRadius: `${HANDLE / 2}px`,
    backgroundColor: tokens.colorNeutralBackground4,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    touchAction: 'none',
  },
  handle: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: `${HANDLE}px`,
    height: `${HANDLE}px`,
    minWidth: `${HANDLE}px`,
    borderRadius: `${HANDLE / 2}px`,
    cursor: 'grab',
    touchAction: 'none',
  },
});

/**
 * The slider captcha (spec 2 §2 captcha popup): the server's picture with its gap, the piece on
 * its row following the handle, a reload. The view only reports the pointer's moves and times;
 * the chart keeps where the piece is and makes the answer.
 */
export function SliderCaptchaDialog({ slider }: { slider: ActorRefFrom<SliderCaptchaMachine> }) {
  const t = useT();
  const styles = useStyles();
  const view = useSelector(slider, sliderToView, shallowEqual);
  /** Where the pointer went down: the drag's x is measured from there (a view detail, not domain state). */
  const grab = useRef<number | null>(null);
  const { puzzle } = view;
  const width = puzzle?.width ?? 280;

  const onDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!puzzle) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    grab.current = event.clientX;
    slider.send({ type: 'slider.drag.start', at: performance.now() });
  };
  const onMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (grab.current === null) return;
    slider.send({ type: 'slider.drag.move', x: event.clientX - grab.current });
  };
  // The keyboard way (the handle is a focusable button): arrows move the piece, Enter or Space drops it.
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: KEY_STEP, ArrowLeft: -KEY_STEP }[event.key];
    if (step !== undefined && puzzle) {
      event.preventDefault();
      if (!view.dragging) slider.send({ type: 'slider.drag.start', at: performance.now() });
      slider.send({ type: 'slider.drag.move', x: (view.dragging ? view.x : 0) + step });
    } else if ((event.key === 'Enter' || event.key === ' ') && view.dragging) {
      event.preventDefault();
      slider.send({ type: 'slider.drag.end', at: performance.now() });
    }
  };
  const onUp = () => {
    if (grab.current === null) return;
    grab.current = null;
    slider.send({ type: 'slider.drag.end', at: performance.now() });
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && slider.send({ type: 'slider.cancel' })}>
      <DialogSurface style={{ maxWidth: width + 48 }}>
        <DialogBody>
          <DialogTitle>{t('referral.slider.title')}</DialogTitle>
          <DialogContent>
            <Text block style={{ marginBottom: 12 }}>
              {t('referral.slider.instruction')}
            </Text>
            <div className={styles.stage} style={{ width, height: puzzle?.height ?? 150 }}>
              {puzzle && (
                <>
                  <img
                    className={styles.picture}
                    src={puzzle.image}
                    width={puzzle.width}
                    height={puzzle.height}
                    alt={t('referral.slider.picture')}
                    data-slider-captcha-id={puzzle.captchaId}
                    draggable={false}
                  />
                  <img
                    className={styles.piece}
                    src={puzzle.piece}
                    width={puzzle.pieceSize}
                    height={puzzle.pieceSize}
                    style={{ top: puzzle.pieceY, transform: `translateX(${view.x}px)` }}
                    alt=""
                    draggable={false}
                  />
                </>
              )}
              {view.spinner && (
                <div className={styles.center}>
                  <Spinner size="small" label={t('referral.slider.loading')} />
                </div>
              )}
              {view.unavailable && (
                <div className={styles.center}>
                  <Text role="alert">{t('referral.slider.unavailable')}</Text>
                </div>
              )}
            </div>
            <div className={styles.track} style={{ width }}>
              <Text size={200}>{t('referral.slider.instruction')}</Text>
              <Button
                className={styles.handle}
                appearance="primary"
                icon={<ArrowRightRegular />}
                aria-label={t('referral.slider.handle')}
                disabled={!puzzle}
                style={{ transform: `translateX(${view.x}px)` }}
                onPointerDown={onDown}
                onPointerMove={onMove}
                onPointerUp={onUp}
                onPointerCancel={onUp}
                onKeyDown={onKey}
              />
            </div>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="subtle"
              icon={<ArrowClockwiseRegular />}
              disabled={view.dragging}
              onClick={() => slider.send({ type: 'slider.reload' })}
            >
              {t('referral.slider.reload')}
            </Button>
            <Button appearance="secondary" onClick={() => slider.send({ type: 'slider.cancel' })}>
              {t('common.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
