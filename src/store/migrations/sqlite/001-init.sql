-- Keys, balances and the append-only credits ledger (notes/infra.md §1.3).
CREATE TABLE api_keys (
  id             TEXT PRIMARY KEY,
  name           TEXT NOT NULL,
  prefix         TEXT NOT NULL,
  hash           TEXT NOT NULL UNIQUE,          -- SHA-256 of the whole key; the key itself is never stored
  balance        INTEGER NOT NULL CHECK (balance >= 0),
  quota_per_hour INTEGER CHECK (quota_per_hour IS NULL OR quota_per_hour >= 0),
  created_at     TEXT NOT NULL,
  revoked_at     TEXT
);

CREATE TABLE ledger (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  key_id     TEXT NOT NULL REFERENCES api_keys(id),
  request_id TEXT,
  kind       TEXT NOT NULL CHECK (kind IN ('grant', 'topup', 'debit', 'refund')),
  delta      INTEGER NOT NULL,
  operation  TEXT,
  note       TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (request_id, kind)                      -- one debit and at most one refund per request
);
CREATE INDEX ledger_key ON ledger (key_id, id);

-- A debit's life: reserved → settled (served) or refunded (failed). Unsettled rows older than the
-- request deadline belong to a crashed process and are refunded at start.
CREATE TABLE reservations (
  request_id TEXT PRIMARY KEY,
  key_id     TEXT NOT NULL REFERENCES api_keys(id),
  operation  TEXT NOT NULL,
  cost       INTEGER NOT NULL,
  hour       INTEGER NOT NULL,                   -- epoch hour the quota counted it in
  state      TEXT NOT NULL CHECK (state IN ('reserved', 'settled', 'refunded')),
  created_ms INTEGER NOT NULL
);
CREATE INDEX reservations_open ON reservations (state, created_ms);

CREATE TABLE hourly_usage (
  key_id TEXT NOT NULL,
  hour   INTEGER NOT NULL,
  count  INTEGER NOT NULL,
  PRIMARY KEY (key_id, hour)
);
