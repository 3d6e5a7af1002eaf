/** Shared controls and dialogs of the shell (spec 1 §2 overlays, §4 dialogs). */
export const common = {
  // spec 1 §2: the generic modal's default right button.
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.alert.close': 'Close alert',
  'common.snackbar.close': 'Close notice',
  'common.loading': 'Loading…',
  'common.loadFailed': 'This list could not be loaded.',
  // A lazily loaded view whose code could not be fetched (NotLoadedBoundary, docs/pwa.md).
  'common.partNotLoaded': 'This part of the app could not be loaded.',
  'common.tryAgain': 'Try again',
  'common.reload': 'Reload',
  'common.progress': 'Please wait…',

  // spec 1 §4 Unlock-bonus dialog; `reward` is UNLOCK_BONUS_REWARD written in the platform currency.
  'common.unlockBonus.title': 'Unlock Your Bonus',
  'common.unlockBonus.text':
    'Set up a phone number for your account and redeem a referral code to get a {reward} reward.',
  'common.unlockBonus.later': 'Later',
  'common.unlockBonus.setUpNow': 'Set Up Now',

  // spec 1 §4 Session: logout asks first.
  'common.logout.title': 'Log Out',
  'common.logout.text': 'Are you sure you want to log out?',
  'common.logout.confirm': 'Log Out',
  'common.logout.cancel': 'Cancel',

  // Named by the root (notifications, the toll-free prompt), so they come with the first screen's
  // chunk (START_AREAS); ids unchanged. Chat-list media markers, for a message without text.
  'chats.marker.image': '[Image]',
  'chats.marker.voicemail': '[Voicemail]',
  'chats.marker.attachment': '[Attachment]',
  'chats.tollFree.text': 'To send messages from a toll-free number, please register it first.',
  'chats.tollFree.register': 'Open the registration form',
};
