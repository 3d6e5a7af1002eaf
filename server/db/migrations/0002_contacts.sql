-- The cloud address book (spec 3 §3 Contact, §7 getCloudAddressBook / createOrUpdateCloudAddressBook /
-- delCloudAddressBook). Every row belongs to one account (and so to one brand); every query is
-- scoped by account_id.

-- A contact, or the tombstone of a deleted one: `since` listings report deletions, so a deleted
-- row stays with its id and the time of deletion, its personal fields cleared.
CREATE TABLE address_book_contacts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- [{ phone: '+<telCode><number>', telCode, tag }], 1 to 5 entries while live, [] once deleted.
  phone_list jsonb NOT NULL,
  email text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  -- The answer's `date`: ms of the last change, strictly increasing within the account.
  changed_at bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
-- Full listings page the live contacts by id.
CREATE INDEX address_book_contacts_live ON address_book_contacts (account_id, id) WHERE NOT deleted;
-- `since` listings page every change, tombstones included, by (changed_at, id).
CREATE INDEX address_book_contacts_changes ON address_book_contacts (account_id, changed_at, id);

-- Each account's last change time. Every write takes this row first (INSERT … ON CONFLICT DO
-- UPDATE locks it until commit), which serialises an account's writes, keeps `changed_at`
-- strictly increasing in commit order, and gives listings their `syncTime`.
CREATE TABLE address_book_clocks (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  last_change bigint NOT NULL
);
