export { type DeviceKind, deviceKind } from './deviceKind.ts';
