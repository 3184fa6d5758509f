import { CLIENTS, SECONDS, WARM_UP_MS } from "./config";
import { closedLoop } from "./load";
import { type Answer, kindOf, type SandboxClient } from "./sandbox-client";

// Accounts made through the sandbox's API, and the debit the throughput measures post.

export const debitBody = {
  amount: 0.01,
  transaction_code: "AccountLoad",
  description: "bench debit",
};

export async function newCustomerWithAccount(
  client: SandboxClient,
  lastName: string,
  withCard = false,
) {
  const body = await client.expect(
    "POST",
    "/customers",
    {
      first_name: "Bench",
      last_name: lastName,
      kyc_level: "Anonymous",
      nationality: "DE",
      accounts: [{ currency: "EUR" }],
      ...(withCard
        ? {
            cards: [
              {
                emboss_name: "BENCH CARD",
                carrier_delivery_address: {
                  line_1: "1 Main Street",
                  city: "Berlin",
                  postal_code: "10115",
                  country: "DE",
                },
              },
            ],
          }
        : {}),
    },
    [201],
  );
  const accountId = body.accounts?.[0]?.account_id as string | undefined;
  if (!accountId) throw new Error(`customer created without its account: ${JSON.stringify(body)}`);
  return {
    customerId: body.customer_id as string,
    accountId,
    cardId: body.cards?.[0]?.card_id as string | undefined,
  };
}

const NATO = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India"];

export async function fundedAccounts(client: SandboxClient, n: number, label: string) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { accountId } = await newCustomerWithAccount(client, `${label} ${NATO[i % NATO.length]}`);
    await client.expect(
      "POST",
      `/accounts/${accountId}/credit`,
      { amount: 100_000, transaction_code: "AccountLoad", description: "bench funding" },
      [201],
    );
    ids.push(accountId);
  }
  return ids;
}

/** A debit is right when it answers 201 with the transaction of 0.01 it was asked for. */
export function debitOutcome(answer: Answer) {
  const ok =
    answer.status === 201 &&
    typeof answer.body?.transaction_id === "string" &&
    answer.body?.amount === 0.01;
  return { kind: ok ? "201" : kindOf(answer), ok, ms: answer.ms };
}

export async function debitsPerSecond(
  client: SandboxClient,
  accounts: string[],
  /** Called when the counted window starts, after the warm-up. */
  counting: () => void = () => {},
) {
  const debit = async (i: number) =>
    debitOutcome(
      await client.call("POST", `/accounts/${accounts[i % accounts.length]}/debit`, debitBody),
    );
  // A short warm-up first, not counted: the first requests of a server pay for its JIT and pool.
  await closedLoop(CLIENTS, WARM_UP_MS, debit);
  counting();
  return closedLoop(CLIENTS, SECONDS * 1000, debit);
}
