/** The rows of verification number management, keyed by app and number (pure). */
import type { CodeNumber } from '../../../services/api/contract/verificationCodes.ts';

export function keyOf(number: Pick<CodeNumber, 'app' | 'oldPhone'>): string {
  return `${number.app}:${number.oldPhone}`;
}

export function rowOf(numbers: readonly CodeNumber[], key: string | null): CodeNumber | undefined {
  return key === null ? undefined : numbers.find((number) => keyOf(number) === key);
}

/** spec 3 §2: the search matches the number or its name, case-insensitive substring. */
export function matchesCodeNumber(number: CodeNumber, query: string): boolean {
  const text = query.trim().toLowerCase().replace(/^\+/, '');
  if (text === '') return true;
  return number.oldPhone.includes(text.replace(/[\s()-]/g, '')) || number.numberName.toLowerCase().includes(text);
}

/** The app filter's choices: the apps of the account's numbers, once each, in list order. */
export function appsOf(numbers: readonly CodeNumber[]): { app: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const number of numbers) if (!seen.has(number.app)) seen.set(number.app, number.name);
  return [...seen].map(([app, name]) => ({ app, name }));
}
