// The ledger's invariants as SQL, read straight from the sandbox's tables. They hold whatever
// way the postings are made fast (one settlement row, sharded rows, counters), so the suite
// checks the same facts against either implementation.
import type { Client } from "pg";

/** Each query lists what breaks its rule; every list must be empty. */
export const ledgerChecks = {
  "every journal sums to zero, per currency": `
    select journal_id, currency, sum(amount_minor) as total from sandbox.ledger_entries
    group by journal_id, currency having sum(amount_minor) <> 0`,
  // Customer and corporate accounts: the balances the interface answers with. The programme's
  // settlement side is covered by the journals summing to zero, however its balance is kept.
  "every balance equals the sum of its entries": `
    select a.id, a.balance_minor, coalesce(sum(e.amount_minor), 0) as entries
    from sandbox.accounts a left join sandbox.ledger_entries e on e.account_id = a.id
    where a.kind <> 'settlement'
    group by a.id, a.balance_minor having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
  "no balance is negative": `
    select id, balance_minor from sandbox.accounts
    where kind <> 'settlement' and balance_minor < 0`,
  "no posted transaction is without its entries": `
    select t.id from sandbox.transactions t
    where t.status = 'Posted' and not exists (
      select 1 from sandbox.ledger_entries e
      where e.journal_id = t.journal_id and e.account_id = t.account_id)`,
  "no entry on an account is without its transaction": `
    select e.id from sandbox.ledger_entries e join sandbox.accounts a on a.id = e.account_id
    where a.kind <> 'settlement' and not exists (
      select 1 from sandbox.transactions t
      where t.journal_id = e.journal_id and t.account_id = e.account_id and t.status = 'Posted')`,
} as const;

/** Every broken rule with up to five of the rows that break it; {} when the ledger holds. */
export async function ledgerViolations(client: Client): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(ledgerChecks)) {
    const { rows } = await client.query(`${query} limit 5`);
    if (rows.length > 0) broken[rule] = rows;
  }
  return broken;
}
