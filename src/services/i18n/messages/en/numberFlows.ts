/** The new-number screen, the plan change and the embedded plans page (spec 3 §2, §4). */
export const numberFlows = {
  // spec 3 §2 New Number screen: steps header, tip box, balance card, banner, tips card.
  'newNumber.title': 'New Number',
  'newNumber.steps': 'Steps',
  'newNumber.step.number': 'Choose a number',
  'newNumber.step.plan': 'Choose a plan',
  'newNumber.tip': 'A rented number renews with its plan until you unsubscribe. Toll-free numbers receive SMS only.',
  'newNumber.tip.dismiss': 'Dismiss tip',
  'newNumber.balance': 'Balance',
  'newNumber.balance.recharge': 'Recharge',
  'newNumber.banner': 'Special offer',
  'newNumber.tipsCard.title': 'Tips',
  'newNumber.tipsCard.activation': 'The activation fee and the first period are paid from your balance.',
  'newNumber.tipsCard.renewal':
    'Each period is charged on the next payment date; keep enough balance to keep the number.',
  'newNumber.tipsCard.history': 'Every charge is listed under Subscription History.',
  // Step 1 (spec 3 §4).
  'newNumber.country': 'Country',
  'newNumber.numberType': 'Number type',
  'newNumber.type.local': 'Local',
  'newNumber.type.tollfree': 'Toll-Free',
  'newNumber.type.Hosting': 'Hosting',
  'newNumber.province': 'Province or state',
  'newNumber.areaCode': 'Area code',
  'newNumber.numbers': 'Available numbers',
  'newNumber.noNumber': 'No number is available here right now. Try another area or try again later.',
  'newNumber.retry': 'Try again',
  'newNumber.next': 'Next',
  'newNumber.back': 'Back',
  // issue 27 item 2: a number someone else took between choosing and buying.
  'newNumber.taken': 'This number was just taken by someone else. Pick another one from the refreshed list.',
  'history.resubscribe.taken':
    'This number is no longer free: someone else has it now, so it cannot be re-subscribed. Get a new number instead.',
  // Step 2.
  'newNumber.plans': 'Plans',
  'newNumber.plansUnavailable': 'The plans could not be loaded.',
  'newNumber.plan.price': '{price} for {months, plural, one {# month} other {# months}}',
  'newNumber.plan.monthly': '{price} per month',
  'newNumber.plan.activation': 'Activation fee {fee}',
  'newNumber.plan.discount': '{discount}% off',
  'newNumber.plan.tips': 'Tips',
  'newNumber.agreement': 'I have read and agree to the subscription terms',
  'newNumber.confirm': 'Subscribe',
  // spec 3 §2 dialogs: subscription tips, success result.
  'newNumber.subTips.title': 'Subscription tips',
  'newNumber.subTips.body':
    'You are renting +{telCode} {phone} on the {plan} plan. {price} and the activation fee of {fee} are charged from your balance now; the plan renews every period until you unsubscribe.',
  'newNumber.subTips.confirm': 'Confirm',
  'newNumber.result.title': 'Subscription successful',

  // spec 3 §4 Plan change flow.
  'planChange.region': 'Change Plan',
  'planChange.title': 'Change the plan of +{telCode} {phone}',
  'planChange.badge.current': 'Current Plan',
  'planChange.badge.effective': 'Effective date {date}',
  'planChange.badge.change': 'Change Plan',
  'planChange.unavailable': 'The plans could not be loaded.',
  'planChange.options.title': 'When should the new plan start?',
  'planChange.option.1': 'Immediately',
  'planChange.option.2': 'From the next billing cycle',
  'planChange.option.amount': 'Amount: {amount}',
  'planChange.confirm': 'Confirm',
  'planChange.done.title': 'Plan changed',
  // issue 27 item 1: a suspended number is renewed, a scheduled change cancelled, each its own action.
  'planChange.suspended':
    'This number is suspended: its renewal found too little balance. Renew it to use it again; it is released {days} days after the unpaid date.',
  'planChange.renew': 'Renew',
  'planChange.cancelPending': 'Cancel the scheduled change',
  'planChange.options.title.renew': 'Renew this number',
  'planChange.options.title.keep': 'Keep your current plan',
  'planChange.option.renew': 'Renew now',
  'planChange.option.keep': 'Keep the current plan',
  'planChange.done.title.renew': 'Number renewed',
  'planChange.done.title.keep': 'Scheduled change cancelled',

  // spec 3 §2 Embedded plans page: the header's title, back arrow and buttons.
  'plansPage.title': 'Plans',
  'plansPage.back': 'Back',
  'plansPage.frame': 'Hosted plans page',
  'plansPage.planSummary': 'Plan Summary',
  'plansPage.orderDetails': 'Order Details',
  'plansPage.subscriptionHistory': 'Subscription History',
  'plansPage.orderHistory': 'Order History',
};
