/** The numbers area (spec 3 §2): menu, tip, Number Management, sidebar, settings, subscription history. */
export const numbers = {
  'numbers.area': 'My Numbers',
  'numbers.menu': 'Numbers menu',
  'numbers.menu.newNumber': 'New Number',
  'numbers.menu.management': 'Number Management',
  'numbers.menu.history': 'Subscription History',
  'numbers.menu.settings': 'Settings',
  'numbers.menu.plans': 'Plans',
  'numbers.helpTip':
    'Rent a number to send and receive messages from it. Manage its plan, name and note under Number Management.',
  'numbers.tip.title': 'Welcome to My Numbers',
  'numbers.tip.rent': 'Rent a virtual number of your own here and keep it with a monthly plan.',
  'numbers.tip.verification': 'Only need a one-time verification code? Use a verification number instead.',
  'numbers.tip.dismiss': 'Got it',
  'numbers.tip.toVerification': 'Go to verification',
};
