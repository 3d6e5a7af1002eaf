/**
 * What the import says about a whole file, and how much it reads — small constants the import
 * chart needs up front, apart from the parsers it loads lazily.
 */

export type ImportFormat = 'csv' | 'vcard';

export const IMPORT_ERROR = {
  /** The file could not be read. */
  unreadable: 'contacts.import.error.unreadable',
  /** Not a CSV or vCard file. */
  unknownFormat: 'contacts.import.error.unknownFormat',
  /** A CSV file without a column of phone numbers. */
  columns: 'contacts.import.error.columns',
  /** No contact in the file. */
  empty: 'contacts.import.error.empty',
  /** More than `IMPORT_LIMITS` allow. */
  tooLarge: 'contacts.import.error.tooLarge',
} as const;
export type ImportErrorKey = (typeof IMPORT_ERROR)[keyof typeof IMPORT_ERROR];

/** decision: one import reads at most 5 MB and 10,000 contacts (the size the book is built for). */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRecords: 10_000 } as const;
