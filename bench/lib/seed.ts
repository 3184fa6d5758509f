// Bulk rows for the bench, written with SQL generate_series straight into the tables: a million
// rows through the API would take longer than the bench may run. Each seed keeps the ledger's
// invariants, as the sandbox itself would have left them:
// - every journal has two entries that sum to zero (the account +amount, the programme's EUR
//   settlement account −amount);
// - each account's balance_minor equals the sum of its entries, and balance_after_minor runs;
// - the rows are older than anything the API posts during the bench, so "newest first" stays.
// If the ledger gains a table or a column kept in a posting's transaction (running window
// totals, per-account counters…), this file must fill it too.
import type { Pool } from "pg";

/**
 * Gives a new, empty customer account (created through the API) a history of `n` credits of
 * 1.00 EUR, older than the account's first API posting; the account is dated before them.
 */
export async function seedAccountHistory(pool: Pool, accountId: string, n: number) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const [account] = (
      await client.query(
        "select balance_minor, currency from sandbox.accounts where id = $1 for update",
        [accountId],
      )
    ).rows;
    const [existing] = (
      await client.query(
        "select count(*)::int as n from sandbox.transactions where account_id = $1",
        [accountId],
      )
    ).rows;
    if (Number(account.balance_minor) !== 0 || existing.n !== 0)
      throw new Error("the account must be new and empty: seeded history is its oldest");
    // The settlement account exists once anything was posted in that currency; if nothing was,
    // it is created as the sandbox would (lib/sandbox/domain/ledger/journal.ts).
    await client.query(
      "insert into sandbox.accounts (kind, currency) values ('settlement', $1) on conflict do nothing",
      [account.currency],
    );
    const [settlement] = (
      await client.query(
        "select id from sandbox.accounts where kind = 'settlement' and currency = $1 for update",
        [account.currency],
      )
    ).rows;
    await client.query(
      `create temp table bench_journals on commit drop as
         select g, gen_random_uuid() as journal_id,
                now() - interval '1 day' - make_interval(secs => ($1::int - g)) as created_at
         from generate_series(1, $1::int) g`,
      [n],
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
      [accountId, settlement.id, account.currency],
    );
    await client.query(
      `update sandbox.accounts set balance_minor = balance_minor + 100 * $2::bigint,
         created_at = now() - interval '1 day' - make_interval(secs => $2::int + 1) where id = $1`,
      [accountId, n],
    );
    await client.query(
      "update sandbox.accounts set balance_minor = balance_minor - 100 * $2::bigint where id = $1",
      [settlement.id, n],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

// Names built from syllables: ~8,000 distinct last names, so a prefix matches many customers,
// as real surnames do.
const syllables = `(array['Ab','Ber','Cor','Dan','El','Fer','Gar','Hol','Ing','Jan','Kel','Lor','Mar','Nor','Ol','Per','Ros','Sta','Tor','Wen'])`;
const lastName = (g: string) =>
  `${syllables}[1 + ${g} % 20] || lower(${syllables}[1 + (${g} / 20) % 20]) || lower(${syllables}[1 + (${g} / 400) % 20])`;
const firstName = (g: string) =>
  `(array['Anna','Ben','Clara','David','Eva','Felix','Greta','Hugo','Ida','Jonas'])[1 + (${g} / 7) % 10]`;

/** `n` Anonymous customers, each with a passport `BENCHP<9 digits>`; returns a few to look up. */
export async function seedCustomers(pool: Pool, n: number) {
  await pool.query(
    `with c as (
       insert into sandbox.customers (first_name, last_name, kyc_level, nationality, status,
         created_at, updated_at)
       select ${firstName("g")}, ${lastName("g")}, 'Anonymous', 'DE', 'Active',
         now() - interval '2 days' - make_interval(secs => ($1::int - g)),
         now() - interval '2 days'
       from generate_series(1, $1::int) g
       returning id, seq)
     insert into sandbox.customer_identifications (customer_id, type, value)
     select id, 'Passport', 'BENCHP' || lpad(seq::text, 9, '0') from c`,
    [n],
  );
  const { rows } = await pool.query(
    "select value from sandbox.customer_identifications where value like 'BENCHP%' order by random() limit 50",
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

export async function analyze(pool: Pool) {
  await pool.query("analyze");
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
