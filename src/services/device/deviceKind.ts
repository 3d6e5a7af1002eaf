/**
 * Desktop, phone or tablet, for the 'use mobile' notice and pingme's redirect to its mobile site
 * (spec 1 §1). Read from the user agent, plus touch points because iPadOS 13+ reports itself as a
 * Macintosh.
 */
export type DeviceKind = 'desktop' | 'mobile' | 'tablet';

const TABLET = /iPad|Tablet|PlayBook|Kindle|Silk|Nexus (7|9|10)\b/i;
const PHONE = /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobi/i;

export function deviceKind(userAgent: string, maxTouchPoints: number): DeviceKind {
  if (TABLET.test(userAgent)) return 'tablet';
  // Android phones say "Mobile"; Android tablets do not.
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'mobile' : 'tablet';
  if (PHONE.test(userAgent)) return 'mobile';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  return 'desktop';
}
