/** The account area's frame: its left tab list (spec 2 §2). Sections keep their own files. */
export const account = {
  'account.sections': 'Account sections',
  'account.section.profile': 'Profile',
  'account.section.rates': 'Rates',
  'account.section.credit': 'Recharge',
  'account.section.history': 'Bills',
  'account.section.api': 'API',
  'account.section.sms': 'SMS History',
  'account.section.call': 'Call History',
  'account.section.invite': 'Invite Friends',
  'account.section.redeemCode': 'Redeem Code',
  'account.section.numberManagement': 'Number Management',
  'account.section.subscriptionHistory': 'Subscription History',
};
