/**
 * Exact decimal arithmetic for amounts stored as numeric(18, 4) (conventions: money as decimals,
 * never floats): a decimal string becomes a count of ten-thousandths as a bigint and back. Used
 * where many charges are worked out at once (a batch of sends) instead of one SQL update each.
 */
const SCALE = 4;
const FACTOR = 10n ** BigInt(SCALE);
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export function toMinorUnits(decimal: string): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > SCALE) throw new Error(`more than ${SCALE} decimals: ${decimal}`);
  const units = BigInt(whole) * FACTOR + BigInt(fraction.padEnd(SCALE, '0').slice(0, SCALE));
  return sign === '-' ? -units : units;
}

export function fromMinorUnits(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / FACTOR;
  const fraction = (magnitude % FACTOR).toString().padStart(SCALE, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** An amount of whole cents with 2 decimals: '5.0900' → '5.09' (prices and number charges). */
export function centsText(decimal: string): string {
  return fromMinorUnits(toMinorUnits(decimal)).replace(/(\.\d{2})\d*$/, '$1');
}
