/** Shared controls and dialogs of the shell (spec 1 §2 overlays, §4 dialogs). */
export const common = {
  // spec 1 §2: the generic modal's default right button.
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.alert.close': 'Close alert',
  'common.snackbar.close': 'Close notice',
  'common.loading': 'Loading…',
  'common.progress': 'Please wait…',

  // spec 1 §4 Unlock-bonus dialog; `reward` is UNLOCK_BONUS_REWARD in the platform currency.
  'common.unlockBonus.title': 'Unlock Your Bonus',
  'common.unlockBonus.text':
    'Set up a phone number for your account and redeem a referral code to get a {reward, number} reward.',
  'common.unlockBonus.later': 'Later',
  'common.unlockBonus.setUpNow': 'Set Up Now',

  // spec 1 §4 Session: logout asks first.
  'common.logout.title': 'Log Out',
  'common.logout.text': 'Are you sure you want to log out?',
  'common.logout.confirm': 'Log Out',
  'common.logout.cancel': 'Cancel',
};
