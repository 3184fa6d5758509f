-- Issue 30: a money movement's locks and its posting, each in one round trip. The rules (the
-- order of checks, the limits, the running totals) stay in TypeScript and are written once
-- there (lib/sandbox/domain/ledger); these functions do only the statements between them, so a
-- movement no longer waits on a dozen round trips while it holds its account's lock.
--
-- Locks what a movement touches, in the order every movement locks (customers, then accounts,
-- each by id), and reads them under the lock with the programme's limits. NULL when an id is not
-- an account of the kinds asked for (the caller's 404).
CREATE FUNCTION "sandbox"."lock_movement_accounts"(p_ids uuid[], p_kinds text[]) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_statuses jsonb;
  v_accounts jsonb;
BEGIN
  IF (SELECT count(*) FROM sandbox.accounts WHERE id = ANY(p_ids) AND kind = ANY(p_kinds))
     <> (SELECT count(DISTINCT id) FROM unnest(p_ids) AS id) THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(jsonb_agg(c.status ORDER BY c.id), '[]'::jsonb) INTO v_statuses FROM (
    SELECT id, status FROM sandbox.customers
    WHERE id IN (SELECT customer_id FROM sandbox.accounts WHERE id = ANY(p_ids))
    ORDER BY id FOR UPDATE
  ) c;
  SELECT coalesce(jsonb_agg(to_jsonb(a) ORDER BY a.id), '[]'::jsonb) INTO v_accounts FROM (
    SELECT * FROM sandbox.accounts WHERE id = ANY(p_ids) ORDER BY id FOR UPDATE
  ) a;
  RETURN jsonb_build_object(
    'customer_statuses', v_statuses,
    'accounts', v_accounts,
    'limits', (SELECT limits FROM sandbox.programme_settings WHERE id = 1)
  );
END $$;--> statement-breakpoint
-- Posts one balanced journal: each posting's balance (an account holder's leg also counts one
-- more transaction and takes its new running totals; a settlement shard is made on its first
-- posting), the entries, and the holders' transactions with their balance after. Returns the
-- balances as text (exact past 2^53, which the caller refuses; null for an account that is not
-- there, which the caller refuses too) and the transactions as rows.
-- The transactions' columns are listed: a column added to the table is added here too.
CREATE FUNCTION "sandbox"."post_journal"(
  p_journal uuid, p_currency text, p_at timestamptz, p_postings jsonb, p_transactions jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_posting jsonb;
  v_balance bigint;
  v_balances jsonb := '{}'::jsonb;
  v_rows jsonb;
BEGIN
  FOR v_posting IN SELECT value FROM jsonb_array_elements(p_postings) LOOP
    IF v_posting ? 'usage' THEN
      UPDATE sandbox.accounts SET
        balance_minor = balance_minor + (v_posting->>'amount_minor')::bigint,
        transaction_count = transaction_count + 1,
        usage = v_posting->'usage'
      WHERE id = (v_posting->>'account_id')::uuid
      RETURNING balance_minor INTO v_balance;
    ELSE
      UPDATE sandbox.accounts SET balance_minor = balance_minor + (v_posting->>'amount_minor')::bigint
      WHERE id = (v_posting->>'account_id')::uuid
      RETURNING balance_minor INTO v_balance;
      -- A shard's first posting makes it. Only then an upsert: it would take a value of the
      -- accounts' identity on every posting, and a concurrent first posting may make it too.
      IF NOT FOUND THEN
        INSERT INTO sandbox.accounts AS a (id, kind, currency, balance_minor, transaction_count, usage)
        VALUES ((v_posting->>'account_id')::uuid, 'settlement', p_currency,
                (v_posting->>'amount_minor')::bigint, NULL, NULL)
        ON CONFLICT (id) DO UPDATE SET balance_minor = a.balance_minor + excluded.balance_minor
        RETURNING balance_minor INTO v_balance;
      END IF;
    END IF;
    v_balances := v_balances || jsonb_build_object(v_posting->>'account_id', v_balance::text);
  END LOOP;
  INSERT INTO sandbox.ledger_entries (journal_id, account_id, amount_minor, currency, created_at)
  SELECT p_journal, (e->>'account_id')::uuid, (e->>'amount_minor')::bigint, p_currency, p_at
  FROM jsonb_array_elements(p_postings) AS e;
  WITH inserted AS (
    INSERT INTO sandbox.transactions (
      account_id, journal_id, direction, amount_minor, currency, processing_code_type,
      transaction_code, description, end_to_end_id, payment_status, posting_response_code,
      card_id, cardholder_id, card_acceptor_id, counterparty, balance_after_minor, created_at
    )
    SELECT t.account_id, p_journal, t.direction, t.amount_minor, p_currency,
      t.processing_code_type, t.transaction_code, t.description, t.end_to_end_id,
      t.payment_status, t.posting_response_code, t.card_id, t.cardholder_id, t.card_acceptor_id,
      t.counterparty, (v_balances->>(t.account_id::text))::bigint, p_at
    FROM jsonb_to_recordset(p_transactions) AS t(
      account_id uuid, direction text, amount_minor bigint, processing_code_type text,
      transaction_code text, description text, end_to_end_id text, payment_status text,
      posting_response_code text, card_id uuid, cardholder_id text, card_acceptor_id text,
      counterparty jsonb
    )
    RETURNING *
  )
  SELECT jsonb_agg(to_jsonb(inserted)) INTO v_rows FROM inserted;
  RETURN jsonb_build_object('balances', v_balances, 'transactions', v_rows);
END $$;
