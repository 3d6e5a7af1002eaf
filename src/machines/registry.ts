/**
 * Every statechart of the product, for the statechart export (`npm run statecharts`) and the
 * model tests. One line per chart: its name (the file stem in statecharts/), the machine, and what
 * it is for, in a sentence a product reviewer can read. Add your charts here.
 */

import type { AnyStateMachine } from 'xstate';
import { accountMachine } from './account/account/account.machine.ts';
import { apiManagementMachine } from './account/apiManagement/apiManagement.machine.ts';
import { callbackDeliveriesMachine } from './account/callbackDeliveries/callbackDeliveries.machine.ts';
import { creditMachine } from './account/credit/credit.machine.ts';
import { identityUploadMachine } from './account/identityUpload/identityUpload.machine.ts';
import { inviteMachine } from './account/invite/invite.machine.ts';
import { paymentMachine } from './account/payment/payment.machine.ts';
import { profileMachine } from './account/profile/profile.machine.ts';
import { ratesMachine } from './account/rates/rates.machine.ts';
import { redeemMachine } from './account/redeem/redeem.machine.ts';
import { chatSearchMachine } from './chats/chatSearch/chatSearch.machine.ts';
import { chatsMachine } from './chats/chats/chats.machine.ts';
import { conversationMachine } from './chats/conversation/conversation.machine.ts';
import { outboxMachine } from './chats/outbox/outbox.machine.ts';
import { outgoingMessageMachine } from './chats/outgoingMessage/outgoingMessage.machine.ts';
import { transcriptionMachine } from './chats/transcription/transcription.machine.ts';
import { historyMachine } from './common/history/history.machine.ts';
import { sliderCaptchaMachine } from './common/sliderCaptcha/sliderCaptcha.machine.ts';
import { contactFormMachine } from './contacts/contactForm/contactForm.machine.ts';
import { contactImportMachine } from './contacts/contactImport/contactImport.machine.ts';
import { contactsMachine } from './contacts/contacts/contacts.machine.ts';
import { frontPageMachine } from './frontPage/frontPage/frontPage.machine.ts';
import { jiemaMachine } from './jiema/jiema/jiema.machine.ts';
import { jiemaNewMachine } from './jiema/jiemaNew/jiemaNew.machine.ts';
import { jiemaOldMachine } from './jiema/jiemaOld/jiemaOld.machine.ts';
import { sessionMachine } from './login/session/session.machine.ts';
import { newNumberMachine } from './numbers/newNumber/newNumber.machine.ts';
import { numberManagementMachine } from './numbers/numberManagement/numberManagement.machine.ts';
import { numberSettingsMachine } from './numbers/numberSettings/numberSettings.machine.ts';
import { numbersMachine } from './numbers/numbers/numbers.machine.ts';
import { planChangeMachine } from './numbers/planChange/planChange.machine.ts';
import { plansPageMachine } from './numbers/plansPage/plansPage.machine.ts';
import { captchaMachine } from './overlays/captcha/captcha.machine.ts';
import { overlaysMachine } from './overlays/overlays/overlays.machine.ts';
import { profileGateMachine } from './overlays/profileGate/profileGate.machine.ts';
import { verifyContactMachine } from './overlays/verifyContact/verifyContact.machine.ts';
import { appMachine } from './shell/app/app.machine.ts';
import { appUpdateMachine } from './shell/appUpdate/appUpdate.machine.ts';
import { connectionMachine } from './shell/connection/connection.machine.ts';
import { notifierMachine } from './shell/notifier/notifier.machine.ts';
import { paletteMachine } from './shell/palette/palette.machine.ts';
import { promotionMachine } from './shell/promotion/promotion.machine.ts';
import { windowMachine } from './shell/window/window.machine.ts';
import { newCodeMachine } from './verificationCodes/newCode/newCode.machine.ts';
import { smsPollingMachine } from './verificationCodes/smsPolling/smsPolling.machine.ts';
import { verificationMachine } from './verificationCodes/verification/verification.machine.ts';
import { verificationNumbersMachine } from './verificationCodes/verificationNumbers/verificationNumbers.machine.ts';

/**
 * The product areas the charts belong to, in the order the reviewer pages list them: the same
 * areas as the views in `src/ui`.
 */
export const CHART_AREAS = {
  shell: 'The shell: the root, the connection, notices and the banner',
  login: 'Logging in',
  overlays: 'Over the whole app: alerts and dialogs, the captcha, the verification modal, the profile gate',
  common: 'Shared by several areas: histories, the slider captcha',
  chats: 'Chats',
  contacts: 'Contacts',
  numbers: 'Numbers',
  verificationCodes: 'Verification codes',
  account: 'Account',
  jiema: 'JieMa',
  frontPage: 'Front page',
} as const;

export type ChartArea = keyof typeof CHART_AREAS;

export interface ChartEntry {
  name: string;
  area: ChartArea;
  machine: AnyStateMachine;
  purpose: string;
}

export const charts: ChartEntry[] = [
  {
    name: 'session',
    area: 'login',
    machine: sessionMachine,
    purpose:
      'Logging in by phone or e-mail with a one-time code (captcha, resend countdown, wrong code), keeping the token fresh every 12 hours, logging out after a confirmation, and being sent back to the login when the server ends the session.',
  },
  {
    name: 'captcha',
    area: 'overlays',
    machine: captchaMachine,
    purpose:
      'The image captcha a person must solve before a protected request goes through (the captcha modal, and the image captcha after too many code requests); wrong answers are counted and a new image is shown.',
  },
  {
    name: 'verifyContact',
    area: 'overlays',
    machine: verifyContactMachine,
    purpose:
      'The verification modal: a phone number or e-mail address is confirmed with a captcha and a one-time code, then saved on the account (to set a first phone, change a phone or e-mail, unlock the referral bonus, or pay with a method that needs a verified phone).',
  },
  {
    name: 'app',
    area: 'shell',
    machine: appMachine,
    purpose:
      'The root of the client, a coordinator: whether someone is logged in, the active tab and account section, the logged-in account and its balance, and whether the page is in front. While logged in it runs the chat connection and the areas the brand shows (chats, contacts), and stops them at logout.',
  },
  {
    name: 'overlays',
    area: 'overlays',
    machine: overlaysMachine,
    purpose:
      'Everything shown over the whole app — the alert sheet, the snackbar (red for errors), the error, no-credit, unlock-bonus, captcha and generic dialogs, the toll-free prompt, the verification modal and the progress spinner — and the one route of every refused call through the retcode table: kicked out, captcha (a refused send is sent again once it is solved), profile gate, no credit and the rest.',
  },
  {
    name: 'connection',
    area: 'shell',
    machine: connectionMachine,
    purpose:
      'The real-time connection to the chat server while logged in: whether messages can be sent, when the "connection down, reconnecting" notice shows, reconnecting after the server closed the socket, and refreshing the chat list after a reconnect (after a random delay of up to a minute when the server had closed it).',
  },
  {
    name: 'window',
    area: 'shell',
    machine: windowMachine,
    purpose: 'Whether the page has focus (a background page notifies about new messages) and its current size.',
  },
  {
    name: 'palette',
    area: 'shell',
    machine: paletteMachine,
    purpose:
      'The command palette (Ctrl/Cmd+K): opens at once while it gathers what can be found, then chats, contacts, numbers and actions (new chat, a tab, top up, log out, the other language) found by name, number or pinyin; the arrows move, Enter or a click tells the root where to go and closes it.',
  },
  {
    name: 'appUpdate',
    area: 'shell',
    machine: appUpdateMachine,
    purpose:
      "The app's own new versions (the service worker): a new version installed in the background waits, 'A new version is ready — Reload' shows, and only the person's Reload lets it take over and reloads the page — never a silent swap mid-session.",
  },
  {
    name: 'profileGate',
    area: 'overlays',
    machine: profileGateMachine,
    purpose:
      'Before a number action goes on, whether the profile allows it, or which notice shows instead: complete the profile, review in progress, profile refused, or set a phone first.',
  },
  {
    name: 'notifier',
    area: 'shell',
    machine: notifierMachine,
    purpose:
      "Announcing a new message while the page is not in front: a browser notification at once and a sound one second later, never more than one sound pending. One notification per conversation, the next replacing it, and a click opens that chat. The browser's permission is watched; while nobody decided, the chats tab offers 'Enable notifications', the only thing that asks.",
  },
  {
    name: 'contacts',
    area: 'contacts',
    machine: contactsMachine,
    purpose:
      'The cloud address book: loading it page by page and later only what changed, grouped A to Z plus # by pinyin; searching; checking contacts (edit mode) and deleting them with a confirmation and a progress overlay; the detail panel; the add/edit and import dialogs; and the notices after a save, delete or import, which clear after 5 seconds.',
  },
  {
    name: 'contactForm',
    area: 'contacts',
    machine: contactFormMachine,
    purpose:
      'The add/edit contact dialog: name, one to five phone rows, e-mail, company and note, each error shown once its field was left or after a submit; saving, then closing with the saved contact, or staying open and editable when the save failed.',
  },
  {
    name: 'contactImport',
    area: 'contacts',
    machine: contactImportMachine,
    purpose:
      'Importing contacts from a CSV or vCard file: the file is read and previewed (new contacts, invalid rows with the reason, duplicates with a merge choice each); nothing is saved until the person confirms; then the contacts are saved a few at a time with progress.',
  },
  {
    name: 'chats',
    area: 'chats',
    machine: chatsMachine,
    purpose:
      'The chats tab: the chat list for four months and later only what changed, the own numbers, opening a chat after a 300 ms pause (so quick clicks do not load every chat), unread counts per conversation (a chat is read when it is open, the page is in front and the view is near the bottom), notifying about messages that arrive elsewhere, the unread total for the title, and deleting a whole conversation after a confirmation.',
  },
  {
    name: 'chatSearch',
    area: 'chats',
    machine: chatSearchMachine,
    purpose:
      'The search box over the chat list: once typing pauses, conversations are found by contact name or number and messages by text (any language), more message hits page by page; a failed search says so with Try again; choosing a hit opens its conversation at that message.',
  },
  {
    name: 'conversation',
    area: 'chats',
    machine: conversationMachine,
    purpose:
      'One conversation: its newest 500 messages, older pages on scroll to the top, catching up after a reconnect, incoming messages, deleting one message, sending (each send its own outgoing message), and when the composer is enabled: once a person is chosen, not while a call runs or numbers are being picked; the send button highlights for 600 ms.',
  },
  {
    name: 'outgoingMessage',
    area: 'chats',
    machine: outgoingMessageMachine,
    purpose:
      "One outgoing SMS or MMS: an attachment is converted and compressed first (too large: a red notice for 3 seconds; unprocessable: 'Upload failed'); a text written offline waits in the outbox as 'Waiting to send' until its turn; the message shows as sending, goes out on the socket once connected, and becomes sent, or failed with the server's message and the prompt it calls for (toll-free registration, captcha, no credit).",
  },
  {
    name: 'outbox',
    area: 'chats',
    machine: outboxMachine,
    purpose:
      "Texts written while the connection is down: kept encrypted on the device (a reload keeps them, logout wipes them), shown as 'Waiting to send', and sent when the connection is back — one after another, in the order written, each with its own id so none can arrive twice; a waiting one can be deleted and never goes.",
  },
  {
    name: 'transcription',
    area: 'chats',
    machine: transcriptionMachine,
    purpose:
      "A voicemail's speech-to-text: a language from the locale's list (the first by default), the transcription running, then the text or the 'temporarily unavailable' sorry message with a chance to try again.",
  },
  {
    name: 'promotion',
    area: 'shell',
    machine: promotionMachine,
    purpose:
      "The banner ad (pingme on the verification and numbers tabs, wephone on every tab but chats, wetalk on numbers), loaded once with its picture in both languages; a click leads to the numbers tab's US cell-phone plan (the TMO section) or, on wephone, opens the app-download dialog, which the tab bar's phone button opens on every brand (store QR codes and the APK on wephone, a QR of the brand's site elsewhere).",
  },
  {
    name: 'newNumber',
    area: 'numbers',
    machine: newNumberMachine,
    purpose:
      'Renting a new number: a country, a province and an area code (hidden where GB, AU, HK and toll-free do not need them), the offered numbers with the first one chosen (none on offer: Next stays disabled), then a plan with its tips, the agreement ticked by default, the subscription tips dialog and the purchase — the success dialog shows the server’s hint, the balance is refreshed and OK goes back to number management. Too little balance opens the no-credit dialog, an incomplete profile the profile gate.',
  },
  {
    name: 'planChange',
    area: 'numbers',
    machine: planChangeMachine,
    purpose:
      'Changing the plan of a number (not a Hosting one): the plans with their badges (Current Plan, Effective date of a scheduled change, Change Plan), Next to the change options — at once (charged or refunded the prorated difference) or from the next billing cycle —, confirming, and the done dialog; a change at once makes the new plan current right away.',
  },
  {
    name: 'plansPage',
    area: 'numbers',
    machine: plansPageMachine,
    purpose:
      'The hosted plans page in a frame (where Hosting numbers are managed), with the header the app draws over it — the page’s title, a back arrow except on the plans list, and the buttons of the route — and the messages between the two, taken only from the configured plans origin: the language, the route, opening recharge, number management, or a new chat from a number.',
  },
  {
    name: 'numbers',
    area: 'numbers',
    machine: numbersMachine,
    purpose:
      'The numbers tab: its left menu — Number Management (always running, so it keeps its place), New Number, a plan change opened by Manage (the hosted plans page for Hosting numbers), Subscription History with re-subscribing a cancelled plan, and Settings when the account may forward calls or use voicemail — the first-visit tip, shown once on the brands that have it, and the US cell-phone plan the banner ad leads to (scrolled to and focused).',
  },
  {
    name: 'account',
    area: 'account',
    machine: accountMachine,
    purpose:
      'The account tab: the one section its left tab list (or a jump from elsewhere — no credit to Recharge, the profile gate to Profile, the unlock bonus to Redeem Code) names; each section runs its own flow while shown.',
  },
  {
    name: 'profile',
    area: 'account',
    machine: profileMachine,
    purpose:
      'The profile section: the summary with its statuses, the form with every field rule and the unsaved-changes dialog (Discard / Stay On Page), the submission and the profile-status dialog (refused, review, pending, pending use case, done), and the identity-proof dialog.',
  },
  {
    name: 'identityUpload',
    area: 'account',
    machine: identityUploadMachine,
    purpose:
      "The 'Proof of Your Identity' dialog (pingme): photos of an ID and of the person holding it, checked for format and size and compressed toward 1 MB, submitted when both sections have one and something changed, then a success dialog; closing with changes asks Discard / Stay On Page.",
  },
  {
    name: 'numberManagement',
    area: 'numbers',
    machine: numberManagementMachine,
    purpose:
      "Number Management: the account's numbers (read again after every change), the search, a number's sidebar — copy with a 2-second check mark, its name and note saved when a field is left (or Enter on the name) if changed, with the old values back when saving fails — and the unsubscribe confirmation.",
  },
  {
    name: 'numberSettings',
    area: 'numbers',
    machine: numberSettingsMachine,
    purpose:
      'The call-forwarding and voicemail switches of the numbers area: never both on, each change shown at once and sent 200 ms after the last toggle; a refused change puts the switches back.',
  },
  {
    name: 'history',
    area: 'common',
    machine: historyMachine,
    purpose:
      "A history by month, used by subscription history (and the account's bills, calls and SMS): month tabs, the month's total, its first page, then the next pages while scrolling near the bottom, at most one every second.",
  },
  {
    name: 'apiManagement',
    area: 'account',
    machine: apiManagementMachine,
    purpose:
      'pingme API management: apply for the verification-code API, wait for review, see and reset the key, update and test the callback URL (3 s lock), request a new platform.',
  },
  {
    name: 'callbackDeliveries',
    area: 'account',
    machine: callbackDeliveriesMachine,
    purpose:
      'The console of callback deliveries: the list live while open, a failures filter, one delivery with body and answer, Replay.',
  },
  {
    name: 'credit',
    area: 'account',
    machine: creditMachine,
    purpose:
      "The account's recharge section: the brand's tiers with their gifts or a custom amount within the brand's limits, a method among those the server enables (PayPal takes no custom amount; crypto on WePhone and WeTalk takes no gift tiers), a method needing a verified phone opening the verification modal first, and Pay opening the method's payment dialog; once paid the balance is read again, and a recharge opened from the plans page leads back there.",
  },
  {
    name: 'payment',
    area: 'account',
    machine: paymentMachine,
    purpose:
      "A payment dialog: the provider's checkout in a new window (Alipay, UnionPay, crypto through a provider) whose button reads 'done' once opened, WeChat's QR code after LOADING, PayPal's buttons (order, approval, capture, 'Thank you for your payment!', or PayPal's own page when the buttons cannot start), the crypto wallet's currency and network then address, amount and QR; meanwhile it asks the provider every 2 seconds and closes itself as paid, and a refusal, a declined or an expired order shows the payment-error dialog with Try again.",
  },
  {
    name: 'redeem',
    area: 'account',
    machine: redeemMachine,
    purpose:
      "Redeeming a friend's invite code: the Redeem button only with a code and while the account may still redeem, a slider captcha whose answer goes with the redeem, failed puzzles counted (the third alerts 'too many attempts'), and the Congrats dialog — the account reloaded with its reward — leading to the profile or the invite section.",
  },
  {
    name: 'invite',
    area: 'account',
    machine: inviteMachine,
    purpose:
      "The invite section: the account's invite code and invitation with its referral link, copied with a 2-second confirmation, the earn tips and hint, and the more-rules dialog.",
  },
  {
    name: 'sliderCaptcha',
    area: 'common',
    machine: sliderCaptchaMachine,
    purpose:
      'A slider puzzle drawn by the server: the piece dragged along its row into the gap, the answer (where it was dropped and how long the drag took) handed to the call it protects; the loading indicator clears after 4 seconds.',
  },
  {
    name: 'rates',
    area: 'account',
    machine: ratesMachine,
    purpose:
      "The rates screen: the brand's tabs (make calls, receive calls, SMS, numbers; cloudnumber opens on receive calls), and on make calls the per-minute rates from a picked country to every country, 100 at a time as the list scrolls.",
  },
  {
    name: 'verification',
    area: 'verificationCodes',
    machine: verificationMachine,
    purpose:
      "The verification tab: its left menu — New Code (also opened by a number's Get Code, for that number), verification number management (always running, so it keeps its place) and Subscription History with re-subscribing a cancelled number; in front-page modes no menu, New Code alone — and, while New Code waits for a code, the 'operation in progress' dialog instead of another section.",
  },
  {
    name: 'newCode',
    area: 'verificationCodes',
    machine: newCodeMachine,
    purpose:
      'Getting a verification code: a service, a country and a number from the list (Next only with a number chosen, the terms accepted and the number matching the search), the number locked (none available: a dialog), then waiting for the code SMS with the number to copy, the code itself to copy, trying another number before a code arrived, sending an SMS from the number when it can, subscribing to keep it (confirmed with its rent and code rate) and Done (which first offers to subscribe a number that received a code).',
  },
  {
    name: 'smsPolling',
    area: 'verificationCodes',
    machine: smsPollingMachine,
    purpose:
      'Waiting for the verification SMS on a locked number: a check at once and then every 5 seconds, 36 in all, within a 180-second window; stopping when the window ends, the checks run out, or the account is suspended (100008); new messages shown newest first, the newest marked new.',
  },
  {
    name: 'verificationNumbers',
    area: 'verificationCodes',
    machine: verificationNumbersMachine,
    purpose:
      "The account's verification numbers: search by number or name, filter by app, a number's sidebar — copy with a 2-second check mark, name and note saved when a field is left, editable only while subscribed —, Get Code, and subscribing or unsubscribing (cancelling an unsubscribed one) after a confirmation.",
  },
  {
    name: 'jiema',
    area: 'jiema',
    machine: jiemaMachine,
    purpose:
      "JieMa's verification tool (Chinese): the tabs 'get new number' and 'recently used number'; while a code is awaited, choosing the other tab shows 'operation in progress'.",
  },
  {
    name: 'jiemaNew',
    area: 'jiema',
    machine: jiemaNewMachine,
    purpose:
      "JieMa's 'get new number': a service from a searchable list, a country ('+code name') and a number type (long-term or one-time, the first available chosen), a number locked (none available: a dialog; terms unticked: an alert), then the receive panel waiting for the code with 'change to a new number', subscribe (long-term numbers only, confirmed) and finish (which reminds to subscribe a number that received an SMS).",
  },
  {
    name: 'jiemaOld',
    area: 'jiema',
    machine: jiemaOldMachine,
    purpose:
      "JieMa's 'recently used number': the services of the account's numbers, a service's numbers (a star on subscribed ones) and a number's messages of the current month, 'see more' going back one month at a time until 20 more are shown; repeated clicks ignored for 500 ms (service) and 1 s (see more).",
  },
  {
    name: 'frontPage',
    area: 'frontPage',
    machine: frontPageMachine,
    purpose:
      "The logged-out front page (/frontpage, /applist, jiema's own page): the services and countries, the app list first on /applist, and a service's free numbers from the public call (no token); each number's get-number link opens the brand's external site.",
  },
];
