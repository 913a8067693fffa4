-- Keys, balances and the append-only credits ledger (notes/infra.md §1.3), PostgreSQL flavour of
-- migrations/sqlite/001-init.sql. Conditional UPDATEs under READ COMMITTED re-check their WHERE
-- clause against the row a concurrent writer left, so credits cannot be spent twice.
CREATE TABLE api_keys (
  id             TEXT PRIMARY KEY,
  name           TEXT NOT NULL,
  prefix         TEXT NOT NULL,
  hash           TEXT NOT NULL UNIQUE,
  balance        BIGINT NOT NULL CHECK (balance >= 0),
  quota_per_hour INTEGER CHECK (quota_per_hour IS NULL OR quota_per_hour >= 0),
  created_at     TEXT NOT NULL,
  revoked_at     TEXT
);

CREATE TABLE ledger (
  id         BIGSERIAL PRIMARY KEY,
  key_id     TEXT NOT NULL REFERENCES api_keys(id),
  request_id TEXT,
  kind       TEXT NOT NULL CHECK (kind IN ('grant', 'topup', 'debit', 'refund')),
  delta      BIGINT NOT NULL,
  operation  TEXT,
  note       TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (request_id, kind)
);
CREATE INDEX ledger_key ON ledger (key_id, id);

CREATE TABLE reservations (
  request_id TEXT PRIMARY KEY,
  key_id     TEXT NOT NULL REFERENCES api_keys(id),
  operation  TEXT NOT NULL,
  cost       BIGINT NOT NULL,
  hour       BIGINT NOT NULL,
  state      TEXT NOT NULL CHECK (state IN ('reserved', 'settled', 'refunded')),
  created_ms BIGINT NOT NULL
);
CREATE INDEX reservations_open ON reservations (state, created_ms);

CREATE TABLE hourly_usage (
  key_id TEXT NOT NULL,
  hour   BIGINT NOT NULL,
  count  INTEGER NOT NULL,
  PRIMARY KEY (key_id, hour)
);
