// Bulk rows for the bench, written with SQL generate_series straight into the tables: a million
// rows through the API would take longer than the bench may run. Each seed leaves the tables as
// the sandbox itself would have left them, derived values included, so the figures measure the
// paths a real history takes and the ledger check holds:
// - every journal has two entries that sum to zero (the account +amount, and the settlement
//   shard the sandbox books that account against, −amount);
// - each account's balance_minor equals the sum of its entries, and balance_after_minor runs;
// - the account's transaction_count (the lists' total_count) and its running limit totals
//   (`usage`) count the seeded rows; customer_counts counts the seeded customers;
// - the rows are older than anything the API posts during the bench, so "newest first" stays.
// If the ledger gains a table or a column kept in a posting's transaction, this file must fill
// it too (bench/lib/seed.test.ts compares each with what the slow way would count).
import type { Pool, PoolClient } from "pg";
import { settlementAccountId, settlementShardOf } from "../../lib/sandbox/domain/ledger/journal";
import { calendarPeriods, windowStarts } from "../../lib/sandbox/domain/ledger/periods";
import type { AccountUsage } from "../../lib/sandbox/tables/ledger";

/**
 * Gives a new, empty customer account (created through the API) a history of `n` credits of
 * 1.00 EUR, older than the account's first API posting (which comes after `now`); the account is
 * dated before them.
 */
export async function seedAccountHistory(
  pool: Pool,
  accountId: string,
  n: number,
  now = new Date(),
) {
  await inTransaction(pool, async (client) => {
    const [account] = (
      await client.query(
        "select balance_minor, currency, transaction_count from sandbox.accounts where id = $1 for update",
        [accountId],
      )
    ).rows;
    if (Number(account.balance_minor) !== 0 || Number(account.transaction_count) !== 0)
      throw new Error("the account must be new and empty: seeded history is its oldest");
    // The settlement shard the sandbox books this account against (journal.ts settlementFor),
    // made as its first posting would make it if nothing was posted to it yet.
    const settlementId = settlementAccountId(account.currency, settlementShardOf(accountId));
    await client.query(
      `insert into sandbox.accounts (id, kind, currency, transaction_count, usage)
       values ($1, 'settlement', $2, null, null) on conflict do nothing`,
      [settlementId, account.currency],
    );
    await client.query("select 1 from sandbox.accounts where id = $1 for update", [settlementId]);
    await client.query(
      `create temp table bench_journals on commit drop as
         select g, gen_random_uuid() as journal_id,
                $2::timestamptz - interval '1 day' - make_interval(secs => ($1::int - g)) as created_at
         from generate_series(1, $1::int) g`,
      [n, now.toISOString()],
    );
    await client.query(
      `insert into sandbox.transactions (account_id, journal_id, direction, amount_minor, currency,
         status, processing_code_type, transaction_code, description, response_code,
         balance_after_minor, created_at)
       select $1::uuid, journal_id, 'credit', 100, $2, 'Posted', 'AccountLoad', 'AccountLoad',
         'bench history', '00', 100 * g, created_at
       from bench_journals`,
      [accountId, account.currency],
    );
    await client.query(
      `insert into sandbox.ledger_entries (journal_id, account_id, amount_minor, currency, created_at)
       select journal_id, $1::uuid, 100, $3, created_at from bench_journals
       union all
       select journal_id, $2::uuid, -100, $3, created_at from bench_journals`,
      [accountId, settlementId, account.currency],
    );
    await client.query(
      `update sandbox.accounts set balance_minor = balance_minor + 100 * $2::bigint,
         transaction_count = transaction_count + $2::bigint, usage = $3::jsonb,
         created_at = $4::timestamptz - interval '1 day' - make_interval(secs => $2::int + 1)
       where id = $1`,
      [accountId, n, JSON.stringify(await creditUsage(client, now)), now.toISOString()],
    );
    await client.query(
      "update sandbox.accounts set balance_minor = balance_minor - 100 * $2::bigint where id = $1",
      [settlementId, n],
    );
  });
}

/** Runs `fn` in one transaction on one connection of the pool. */
async function inTransaction(pool: Pool, fn: (client: PoolClient) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await fn(client);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The running totals (lib/sandbox/domain/ledger/usage.ts) of the seeded credits, as of `now`'s
 * calendar windows: what the sandbox would have kept had it posted them. The account had none.
 */
async function creditUsage(client: { query: Pool["query"] }, now: Date): Promise<AccountUsage> {
  const starts: Record<string, Date | null> = { ...windowStarts(now), lifetime: null };
  const periods = [...calendarPeriods, "lifetime"];
  const columns = periods.map(
    (period, i) =>
      `coalesce(sum(100) filter (where created_at >= $${i + 1}::timestamptz), 0)::bigint as "${period}_amount",
       count(*) filter (where created_at >= $${i + 1}::timestamptz) as "${period}_count"`,
  );
  const [row] = (
    await client.query(
      `select max(created_at) as latest, ${columns.join(", ")} from bench_journals`,
      // The lifetime window has no start: every row is in it.
      periods.map((period) => (starts[period] ?? new Date(0)).toISOString()),
    )
  ).rows;
  return {
    credit: {
      latest: new Date(row.latest).toISOString(),
      windows: Object.fromEntries(
        periods.map((period) => [
          period,
          {
            start: starts[period]?.toISOString() ?? null,
            amountMinor: Number(row[`${period}_amount`]),
            count: Number(row[`${period}_count`]),
          },
        ]),
      ),
    },
  };
}

// Names built from syllables: ~8,000 distinct last names, so a prefix matches many customers,
// as real surnames do.
const syllables = `(array['Ab','Ber','Cor','Dan','El','Fer','Gar','Hol','Ing','Jan','Kel','Lor','Mar','Nor','Ol','Per','Ros','Sta','Tor','Wen'])`;
const lastName = (g: string) =>
  `${syllables}[1 + ${g} % 20] || lower(${syllables}[1 + (${g} / 20) % 20]) || lower(${syllables}[1 + (${g} / 400) % 20])`;
const firstName = (g: string) =>
  `(array['Anna','Ben','Clara','David','Eva','Felix','Greta','Hugo','Ida','Jonas'])[1 + (${g} / 7) % 10]`;

/**
 * `n` Anonymous customers, each with a passport `BENCHP<9 digits>`; returns a few to look up.
 * The trigger `customers_counted` (drizzle/0035) is off for the bulk insert: a million row
 * triggers updating 16 count rows in one transaction pile up row versions the transaction
 * cannot prune, and took over 10 minutes. The counts are added in one statement instead, by the
 * trigger's own shard rule (abs(hashtext(id)) % 16), in the same transaction.
 */
export async function seedCustomers(pool: Pool, n: number) {
  await inTransaction(pool, async (client) => {
    // Replica mode skips ordinary triggers, this transaction only (the bench's user is a superuser).
    await client.query("set local session_replication_role = replica");
    await client.query(
      `create temp table bench_customers on commit drop as
       with c as (
         insert into sandbox.customers (first_name, last_name, kyc_level, nationality, status,
           created_at, updated_at)
         select ${firstName("g")}, ${lastName("g")}, 'Anonymous', 'DE', 'Active',
           now() - interval '2 days' - make_interval(secs => ($1::int - g)),
           now() - interval '2 days'
         from generate_series(1, $1::int) g
         returning id, seq, status)
       select * from c`,
      [n],
    );
    await client.query(
      `insert into sandbox.customer_identifications (customer_id, type, value)
       select id, 'Passport', 'BENCHP' || lpad(seq::text, 9, '0') from bench_customers`,
    );
    await client.query(
      `insert into sandbox.customer_counts as c (status, shard, customers)
       select status, abs(hashtext(id::text)) % 16, count(*) from bench_customers group by 1, 2
       on conflict (status, shard) do update set customers = c.customers + excluded.customers`,
    );
  });
  const { rows } = await pool.query(
    "select value from sandbox.customer_identifications where value like 'BENCHP%' order by random() limit 100",
  );
  return rows.map((row) => row.value as string);
}

/**
 * `n` rows of the console's directory: customers, and accounts (with an IBAN) and cards each
 * owned by the customer row next to it, as recordSeen files them.
 */
export async function seedDirectory(pool: Pool, n: number) {
  await pool.query(
    `insert into console.directory_entries (kind, id, display_name, search_name, status,
       account_identifier, card_last_four, created_date, owner_kind, owner_id)
     select kind, 'bench-' || g, name, lower(name), 'Active',
       case when kind = 'account' then 'DE' || lpad((g::bigint * 7919 % 100000000000000000000)::text, 20, '0') end,
       case when kind = 'card' then lpad((g % 10000)::text, 4, '0') end,
       now() - make_interval(secs => g),
       case when kind <> 'customer' then 'customer' end,
       case when kind <> 'customer' then 'bench-' || (g - g % 10 + 2) end
     from (
       select g,
         case when g % 10 = 0 then 'account' when g % 10 = 1 then 'card' else 'customer' end as kind,
         ${firstName("g")} || ' ' || ${lastName("g")} as name
       from generate_series(1, $1::int) g) s`,
    [n],
  );
}

/**
 * `n` compliance cases, one per seeded directory customer (so the inbox shows names): kinds and
 * priorities in turn, a third closed, the open ones due from 12 hours ago (overdue, but not yet
 * escalated) to 10 days ahead, one in 20 snoozed. Opened in the past, as a real inbox's are.
 */
export async function seedCases(pool: Pool, n: number) {
  await pool.query(
    `insert into console.compliance_cases (customer_id, kind, status, priority, due_at, reason,
       outcome, snoozed_until, created_at, updated_at, closed_at)
     select 'bench-' || (g * 10 + 2),
       (array['aml_hold', 'rejected_verification', 'manual'])[g % 3 + 1],
       case when g % 3 = 0 then 'closed'
            else (array['new', 'in_review', 'waiting_on_customer', 'escalated'])[g % 4 + 1] end,
       (array['low', 'normal', 'high'])[g % 3 + 1],
       now() + make_interval(secs => (g % 252 - 12) * 3600),
       'bench',
       case when g % 3 = 0 then 'cleared' end,
       case when g % 20 = 1 then now() + interval '2 days' end,
       now() - make_interval(secs => g * 60),
       now() - make_interval(secs => g * 60),
       case when g % 3 = 0 then now() - make_interval(secs => g * 30) end
     from generate_series(1, $1::int) g`,
    [n],
  );
}

/**
 * `n` audit entries over the last 30 days, newest last, by the console's users in turn: one in
 * ten a sign-in, the rest spread over the kinds the Audit page filters by (money and cards the
 * most, a second factor's reset the least), one in twenty refused.
 */
export async function seedAuditEntries(pool: Pool, n: number) {
  await pool.query(
    `insert into console.audit_log (at, actor_id, actor_email, action, target_type, target_id,
       outcome, detail)
     select now() - make_interval(secs => (($1::int - g) * 2592000.0 / $1::int)),
       u.id, u.email,
       case when g % 10 = 0 then 'auth.sign_in'
            when g % 1000 = 1 then 'user.reset_second_factor'
            else (array['account.credit', 'account.debit', 'card.block', 'card.activate',
                        'customer.profile.update', 'cases.add_note', 'approval.approve',
                        'saved_view.save'])[g % 8 + 1] end,
       'account', 'bench-' || g,
       case when g % 20 = 3 then 'failure' else 'success' end,
       null
     from generate_series(1, $1::int) g
     join (select id, email, row_number() over (order by email) - 1 as k,
                  count(*) over () as users from console.users) u
       on u.k = g % u.users`,
    [n],
  );
}

/**
 * Statistics for the planner, and the state autovacuum leaves a table in. VACUUM matters for the
 * trigram indexes: GIN keeps a bulk insert's new entries in an unsorted pending list until vacuum
 * merges them, and every search scans that list meanwhile. Measured straight after the million
 * rows were seeded, "hugo ab" took 140–220 ms; once merged, 3–4 ms.
 */
export async function analyze(pool: Pool) {
  await pool.query("vacuum analyze");
}

/**
 * The ledger's invariants, checked over every row: each account's balance equals the sum of its
 * entries, each journal sums to zero, and no customer or corporate balance is negative.
 */
export async function ledgerProblems(pool: Pool) {
  const { rows } = await pool.query(`
    select
      (select count(*)::int from sandbox.accounts a
         left join (select account_id, sum(amount_minor) as total from sandbox.ledger_entries
                    group by account_id) e on e.account_id = a.id
         where a.balance_minor <> coalesce(e.total, 0)) as unequal_balances,
      (select count(*)::int from (select journal_id from sandbox.ledger_entries
         group by journal_id, currency having sum(amount_minor) <> 0) j) as unbalanced_journals,
      (select count(*)::int from sandbox.accounts
         where kind <> 'settlement' and balance_minor < 0) as negative_balances,
      (select count(*)::int from sandbox.accounts) as accounts,
      (select count(*)::int from sandbox.ledger_entries) as entries`);
  return rows[0] as {
    unequal_balances: number;
    unbalanced_journals: number;
    negative_balances: number;
    accounts: number;
    entries: number;
  };
}
