export { type DeviceKind, deviceKind } from './deviceKind.ts';
export { LONGEST_TIMER_MS, longTimerClock, type TimerClock } from './longTimerClock.ts';
export { FRAME_FALLBACK_MS, type FrameClock, nextFrame } from './nextFrame.ts';
