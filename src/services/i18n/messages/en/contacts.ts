/**
 * The address book's messages that charts and services put in their state (spec 3 §4, §5, §8):
 * the form rules' keys (`CONTACT_MESSAGE_KEYS` of the contract; the spec names t12, t30–t36,
 * t39, t41 and does not show their texts), the notices alert.t12–t17, the loading snackbar, the
 * tag labels, the wrong-region snackbar, and the import's reasons and file errors. The views'
 * own labels are in `contactsView.ts`.
 */
export const contacts = {
  // spec 3 §5: the contact form rules.
  'contacts.form.t12': 'Please enter a name.',
  'contacts.form.t30': 'The name can be at most 20 characters long.',
  'contacts.form.t31': 'Please enter a country code.',
  'contacts.form.t32': 'The country code can only contain digits.',
  'contacts.form.t33': 'Please enter a phone number.',
  'contacts.form.t34': 'The phone number can only contain digits.',
  'contacts.form.t35': 'Please enter a valid e-mail address.',
  'contacts.form.t36': 'Please choose a tag.',
  'contacts.form.t39': 'The company can be at most 20 characters long.',
  'contacts.form.t41': 'The note can be at most 100 characters long.',
  'contacts.form.tooManyPhones': 'A contact can have at most 5 phone numbers.',

  // spec 3 §4, §8: notices after saving and deleting (shown for 5 s).
  'alert.t12': 'Contact added.',
  'alert.t13': 'The contact could not be added. Please try again.',
  'alert.t14': 'Contact saved.',
  'alert.t15': 'Your changes could not be saved. Please try again.',
  'alert.t16': '{count, plural, one {Contact deleted.} other {# contacts deleted.}}',
  'alert.t17': 'The contacts could not be deleted. Please try again.',

  // spec 3 §2: the snackbar while the address book loads.
  'contacts.loading': 'Loading your contacts…',
  // decision: a failed load says so and offers another try (spec 3 §2 is silent on failure).
  'contacts.loadFailed': 'Your contacts could not be loaded.',
  // issue 24 item 2: the server out of reach, the address book kept on this device shows, read-only.
  // docs/pwa.md 'Offline or the server out of reach': 'offline' only when the browser says it has no
  // network; with a network, it is the server that cannot be reached (and the person is told so).
  'contacts.offline.kept':
    'You are offline: these are your contacts as last loaded on this device. Changes can be made once you are back online.',
  'contacts.offline.unavailable':
    'Your contacts are not available offline: they have not been loaded on this device yet.',
  'contacts.needsConnection':
    'Adding, editing, importing or deleting contacts needs the connection. Please try again when you are back online.',
  'contacts.unreachable.kept':
    'The server cannot be reached right now: these are your contacts as last loaded on this device. Changes can be made once it is back.',
  'contacts.unreachable.unavailable': 'The server cannot be reached right now, so your contacts could not be loaded.',
  'contacts.needsServer':
    'Adding, editing, importing or deleting contacts needs the server, which cannot be reached right now. Please try again shortly.',
  // decision: the export's writers load with the first export (docs/delivery.md); when they cannot
  // be fetched (offline, the server away, a new deployment) the export says so instead of doing
  // nothing, guessing no cause (docs/pwa.md 'Offline or the server out of reach').
  'contacts.exportFailed': 'The export could not be prepared. Please try again.',

  // spec 3 §3: the four tag options.
  'contacts.tag.Mobile': 'Mobile',
  'contacts.tag.Home': 'Home',
  'contacts.tag.Work': 'Work',
  'contacts.tag.Other': 'Other',

  // spec 1 §8: the wrong-region snackbar.
  'contacts.wrongRegion':
    'This contact’s number (+{otherTelCode}) is in a different region from your number {ownNumber}.',

  // Import: why a row is not imported (besides the form rules above).
  'contacts.import.reason.noPhone': 'No phone number.',
  'contacts.import.reason.invalidPhone': 'None of its phone numbers could be read.',
  // Import: why a file cannot be imported.
  'contacts.import.error.unreadable': 'The file could not be read.',
  'contacts.import.error.unknownFormat': 'Please choose a CSV or vCard (.vcf) file.',
  'contacts.import.error.columns': 'No column of phone numbers was found in this file.',
  'contacts.import.error.empty': 'There are no contacts in this file.',
  'contacts.import.error.tooLarge': 'This file is too large: at most 10,000 contacts and 5 MB can be imported at once.',
  // Import: the notice when it has finished.
  'contacts.import.done':
    '{created, plural, one {# contact added} other {# contacts added}}, {updated} merged{failed, plural, =0 {} other {, # not saved}}.',
} as const;
