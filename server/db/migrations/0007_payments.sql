-- Payments (spec 2 §3, §4, §7; docs/payments.md): the orders an account opens to top up its
-- balance, with the state machine created → paid / failed / expired, and the sandbox payment
-- provider's own records (sandbox mode only; a real provider keeps these on its side).

-- An order. Only the transition out of 'created' credits (the UPDATE ... WHERE status = 'created'
-- of server/domain/payments/settle.ts), in the transaction that writes the ledger row.
CREATE TABLE payment_orders (
  id text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  platform text NOT NULL,
  -- The payment-method flag (contract PAYMENT_FLAGS) and the product id it was sold as.
  flag text NOT NULL,
  product_id text NOT NULL,
  amount numeric(18, 4) NOT NULL CHECK (amount > 0),
  gift numeric(18, 4) NOT NULL CHECK (gift >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'CNY')),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'expired')),
  -- The provider's id of the order where it has its own (PayPal's transactionId).
  provider_ref text UNIQUE,
  return_url text NOT NULL DEFAULT '',
  -- A crypto wallet order: what to send where, at which rate.
  crypto_currency text,
  network text,
  wallet_address text,
  crypto_amount numeric(30, 8),
  crypto_rate numeric(30, 8),
  rate_time timestamptz,
  -- The capability of the printable receipt, set when paid.
  receipt_token text UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX payment_orders_open ON payment_orders (account_id, status, expires_at);

-- A second line of defence for exactly-once crediting: one recharge row per order.
CREATE UNIQUE INDEX ledger_entries_one_recharge_per_order
  ON ledger_entries ((details ->> 'orderId')) WHERE kind = 'recharge';

-- The sandbox provider's side of each order: what its checkout page, its PayPal stand-in and its
-- chain watcher know, and whether the buyer paid.
CREATE TABLE sandbox_provider_payments (
  order_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('checkout', 'paypal', 'wallet')),
  platform text NOT NULL,
  flag text NOT NULL,
  amount numeric(18, 4) NOT NULL,
  currency text NOT NULL,
  return_url text NOT NULL DEFAULT '',
  transaction_id text UNIQUE,
  wallet_address text,
  crypto_currency text,
  crypto_amount numeric(30, 8),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'paid', 'declined')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
