/**
 * Error dialogs and every message of spec 1 §8 'by meaning' (plus spec 2 §8 and the verification
 * forms of spec 1 §5). The spec's English is used verbatim where it gives one.
 */
export const errors = {
  // spec 1 §8: error dialog for 300002 / 400000.
  'error.somethingWentWrong.title': 'Something Went Wrong',
  'error.somethingWentWrong.ok': 'Okay',

  // spec 1 §4, §8: no-credit dialog for 400001 (retmsg, or the default text).
  'error.noCredit.title': 'Insufficient Balance',
  'error.noCredit.text': 'Your balance is insufficient. Please recharge to continue.',
  // spec 1 §4: the fixed-text variant of brands with `fixedNoCreditText`.
  'error.noCredit.fixedText': 'Your cloud coin balance is insufficient. Please recharge and try again.',
  'error.noCredit.back': 'Back',
  'error.noCredit.recharge': 'Recharge',

  // spec 1 §8, messages by meaning.
  'error.codeIncorrect': 'The verification code is incorrect.',
  'error.captchaFailed': 'Captcha validation failed.',
  'error.phoneNotSupported': 'This phone number is not supported.',
  'error.maxRetryAttempts': 'Max retry attempts reached.',
  'error.emailIncorrect': 'The e-mail address is incorrect.',
  'error.connectionDown': 'Connection lost. Reconnecting…',
  // Also the translated alert of retcode 100013.
  'error.tokenInvalidOrExpired': 'Your session is invalid or has expired. Please log in again.',
  // Also the translated alert of retcode 100014.
  'error.loggedOut': 'You have been logged out. Please log in again.',
  'error.cannotSendToNumber': 'Messages cannot be sent to this number.',
  'error.tollFreeNotSupported': 'Toll-free numbers are not supported.',
  'error.numberNotOwned': 'This number is no longer yours, so messages cannot be sent from it.',
  'error.storageOverflow': 'Browser storage was full and has been cleared.',
  'error.notAuthorized': 'Not authorized.',
  'error.accountSuspended': 'Your account has been suspended for suspicious activity.',
  'error.accountDeleted': 'Your account has been deleted.',
  'error.tooFrequent': 'Requests are too frequent. Please try again later.',
  'error.messageUnsendable': 'This message cannot be sent at the moment.',
  'error.verificationFailed': 'Verification failed. Please try again.',
  'error.codeExpired': 'The verification code has expired. Please request a new one.',

  // spec 2 §8: the third captcha failure in a row.
  'error.tooManyVerificationAttempts': 'Too many verification attempts. Please try again later.',

  // spec 1 §5 Verification forms.
  'error.form.emailRequired': 'please enter email address',
  'error.form.telCodeRequired': 'please enter country code',
  'error.form.phoneRequired': 'please enter phone number',
  'error.form.captchaRequired': 'please enter the captcha',
};
