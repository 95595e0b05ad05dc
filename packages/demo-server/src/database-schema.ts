/** The PostgreSQL schemas of the demo database: DDL per table, grouped by schema. */
export const DATABASE_TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  public: {
    customers: `CREATE TABLE public.customers (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text        NOT NULL,
  city        text        NOT NULL,
  plan        text        NOT NULL CHECK (plan IN ('starter', 'business', 'enterprise')),
  signed_up   date        NOT NULL DEFAULT current_date
);`,
    users: `CREATE TABLE public.users (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email        citext      NOT NULL UNIQUE,
  display_name text        NOT NULL,
  role         text        NOT NULL DEFAULT 'viewer' CHECK (role IN ('admin', 'dispatcher', 'viewer')),
  created_at   timestamptz NOT NULL DEFAULT now()
);`,
    shipments: `CREATE TABLE public.shipments (
  id           text        PRIMARY KEY,          -- SHP-12345
  customer_id  bigint      NOT NULL REFERENCES public.customers (id),
  origin       text        NOT NULL,
  destination  text        NOT NULL,
  status       text        NOT NULL DEFAULT 'pending'
               CHECK (status IN ('pending', 'in_transit', 'delivered', 'returned')),
  weight_kg    numeric(8, 2) NOT NULL CHECK (weight_kg > 0),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipments_customer_updated_idx ON public.shipments (customer_id, updated_at DESC);`,
    shipment_events: `CREATE TABLE public.shipment_events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id  text        NOT NULL REFERENCES public.shipments (id) ON DELETE CASCADE,
  kind         text        NOT NULL,
  payload      jsonb       NOT NULL DEFAULT '{}',
  occurred_at  timestamptz NOT NULL DEFAULT now()
);`,
    invoices: `CREATE TABLE public.invoices (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id  bigint      NOT NULL REFERENCES public.customers (id),
  period       daterange   NOT NULL,
  total_cents  integer     NOT NULL CHECK (total_cents >= 0),
  paid_at      timestamptz
);`,
  },
  analytics: {
    daily_deliveries: `CREATE MATERIALIZED VIEW analytics.daily_deliveries AS
SELECT date_trunc('day', updated_at) AS day, destination, count(*) AS delivered
FROM public.shipments
WHERE status = 'delivered'
GROUP BY 1, 2;`,
    carrier_latency: `CREATE TABLE analytics.carrier_latency (
  carrier      text        NOT NULL,
  day          date        NOT NULL,
  p50_hours    real        NOT NULL,
  p95_hours    real        NOT NULL,
  PRIMARY KEY (carrier, day)
);`,
  },
  auth: {
    sessions: `CREATE TABLE auth.sessions (
  id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      bigint      NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL,
  user_agent   text
);`,
    api_keys: `CREATE TABLE auth.api_keys (
  id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     bigint      NOT NULL REFERENCES public.users (id),
  hashed_key   bytea       NOT NULL,
  scopes       text[]      NOT NULL DEFAULT '{}',
  revoked_at   timestamptz
);`,
  },
};

export function schemaDdl(schema: string): string | undefined {
  const tables = DATABASE_TABLES[schema];
  if (!tables) return undefined;
  const header = `-- Schema "${schema}" of demo-db (PostgreSQL 17)\n${schema === 'public' ? '' : `CREATE SCHEMA IF NOT EXISTS ${schema};\n`}`;
  return `${header}\n${Object.values(tables).join('\n\n')}\n`;
}
