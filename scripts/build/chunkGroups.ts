/**
 * Chunk groups for what the chats tab fetches at login (issue 24 item 5): left alone, the bundler
 * cut it into ~37 files by which lazy chunks share each module, a dozen of them under 1 KB whose
 * request headers cost more than their content. Each group below is code the chats tab runs at
 * login anyway, so one file instead of many costs it no byte (and compresses better); what other
 * screens fetch later (the other areas, the chat panes, pinyin, libphonenumber, the image codecs,
 * emoji) matches no group and stays lazy. Measured by `npm run bench -- --only=downloads`
 * (docs/delivery.md). Ids are normalised to '/' so the tests read the same on every system.
 */
import type { CodeSplittingGroup } from 'rolldown';

const posix = (id: string) => id.replaceAll('\\', '/');

/** The contract's groups only other areas call (`contract/table.ts`) and the front page's light calls. */
const LATER_CONTRACT =
  /\/src\/services\/api\/contract\/(table|ledger|payments|paymentRules|verificationCodes|developerApi|referral|sandbox|publicEndpoints|codeCountries)\.ts$/;

/**
 * The charts and services the chats and the address book start at login, with the socket's, the
 * notifier's and the command palette's (the root's logged-in parts, `loggedIn.parts.ts`).
 */
const LOGGED_IN =
  /\/src\/(machines\/(chats\/(chats|conversation|outgoingMessage|transcription)|contacts\/(contacts|contactForm|contactImport)|shell\/(connection|notifier|palette))\/|machines\/shared\/(toParent|contacts\/)|machines\/shell\/app\/loggedIn\.parts\.ts|services\/(chats|contacts|notify|socket|ids)\/|services\/storage\/(chatHistory|messageCache)\.ts|services\/media\/(imageTypes|parseMedia|limits)\.ts|services\/device\/nextFrame\.ts)|\/node_modules\/(socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io\/component-emitter)\//;

/**
 * Modules of those folders the charts import with `import()`, when first used: a toll-free check
 * (with libphonenumber's `max` metadata), a contacts file's import (its parsers, libphonenumber).
 */
const LAZY_IN_LOGGED_IN =
  /\/src\/services\/(chats\/tollFree|contacts\/importRecords|contacts\/importPreview|contacts\/exportBook|contacts\/csv|contacts\/vcard)\.ts$/;

/** What the chat and contact lists show around them: the virtual list, the notices. */
const LISTS = /\/node_modules\/react-virtuoso\/|\/src\/ui\/(common\/LoadFailed|contacts\/ContactNotice)\.tsx$/;

/** jiema's front page: its chart, its view and its two light calls, fetched together. */
const FRONT_PAGE =
  /\/src\/(ui\/frontPage|machines\/frontPage\/frontPage)\/|\/src\/services\/api\/contract\/publicEndpoints\.ts$/;

export const CHATS_TAB_GROUPS: CodeSplittingGroup[] = [
  // zod and the base endpoint table with its shapes: the first API call (the login's Get code).
  {
    name: 'contract',
    test: (id) =>
      /\/node_modules\/zod\//.test(posix(id)) ||
      (/\/src\/services\/api\/contract\//.test(posix(id)) && !LATER_CONTRACT.test(posix(id))),
  },
  { name: 'loggedIn', test: (id) => LOGGED_IN.test(posix(id)) && !LAZY_IN_LOGGED_IN.test(posix(id)) },
  { name: 'lists', test: (id) => LISTS.test(posix(id)) },
  // Only its own modules: what it shares with the main view (the area spinner, icons) stays apart,
  // or the chats tab would fetch the front page with them.
  { name: 'frontPage', test: (id) => FRONT_PAGE.test(posix(id)), includeDependenciesRecursively: false },
];
