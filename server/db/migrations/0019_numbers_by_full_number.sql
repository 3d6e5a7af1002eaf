-- An inbound message names only the number it was sent to (and sometimes the brand): its owners
-- are found by full_number on any brand (docs/messaging.md, "The hot statements' plans"). The
-- unique (platform, full_number) index cannot serve that lookup, so without this one every
-- inbound batch read all of virtual_numbers.
CREATE INDEX virtual_numbers_full_number ON virtual_numbers (full_number);
