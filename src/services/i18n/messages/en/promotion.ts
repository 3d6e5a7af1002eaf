/** The banner ad and the app-download dialog (spec 1 §2): owned by the promotion area. */
export const promotion = {
  'promotion.banner.numbers': '{brand} numbers: see what is on offer',
  'promotion.banner.appDownload': 'Get the {brand} app',
  'promotion.open.stores': 'Get the app',
  'promotion.open.homeSite': 'Open on your phone',
  'promotion.stores.title': 'Get the {brand} app',
  'promotion.stores.hint': "Scan a code with your phone's camera to open the store.",
  'promotion.stores.appStore': 'App Store (iPhone, iPad)',
  'promotion.stores.googlePlay': 'Google Play (Android)',
  'promotion.stores.apk': 'Download the Android APK',
  'promotion.stores.done': 'Done',
  'promotion.homeSite.title': 'Open {brand} on your phone',
  'promotion.homeSite.hint': "Scan this code with your phone's camera to open {brand} there.",
  'promotion.homeSite.close': 'Close',
  'promotion.qr': 'QR code of {url}',
};
