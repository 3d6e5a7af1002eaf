/** What a text costs against the balance (issue 11 item 8: the composer's cost preview). */
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,4}))?\d*$/;

/** A decimal amount in ten-thousandths (money is never a float, conventions). */
function tenThousandths(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return sign === '-' ? -units : units;
}

/**
 * issue 11 item 8: whether the balance covers a text of `price`. decision: a text is charged once
 * whatever its segments (the server's rule, spec 2 §9 'per message'); an unknown balance covers it
 * (the send itself asks for credit then).
 */
export function balanceCovers(balance: string | null, price: string): boolean {
  return balance === null || tenThousandths(balance) >= tenThousandths(price);
}
