/** spec 3 §2 Number Management search: the full number or the name, a case-insensitive substring. */
export function matchesNumberSearch(number: { fullNumber: string; numberName: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const digits = needle.replace(/[\s()+-]/g, '');
  return number.numberName.toLowerCase().includes(needle) || (digits !== '' && number.fullNumber.includes(digits));
}
