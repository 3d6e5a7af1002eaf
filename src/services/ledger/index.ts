/** Bills, call and SMS histories, rates and message costs: the pure rules views and charts share. */
export { type CsvCell, downloadText, toCsv } from './csv.ts';
export * from './histories.ts';
export { SMS_LIMITS, type SmsEncoding, type SmsSegments, smsSegments } from './smsSegments.ts';
