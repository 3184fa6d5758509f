import "server-only";
import { formatMoney } from "@/components/ui/format";
import { isActionRefusal } from "@/lib/console/actions/define-action";
import { type ApprovalPreview, sentFields } from "@/lib/console/approvals/preview";
import { type AccountOwner, balanceAfter } from "./account";
import { customerOwner, ownedAccounts } from "./owned-account";

type Movement = {
  amount: number;
  currency: string;
  account_id: string;
  owner?: AccountOwner;
  customer_id?: string;
  creditor_account_id?: string;
};

/** The console's own fields and the ids the links name: not what the provider is sent. */
const HIDDEN = ["owner", "customer_id", "account_id", "idempotency_key", "creditor_account_id"];

const ownerHref = (owner: AccountOwner) =>
  `/${owner.kind === "customer" ? "customers" : "corporates"}/${encodeURIComponent(owner.id)}`;

/**
 * A money movement's request as its checker sees it: the fields sent, the account's balance read
 * from the provider now and after the movement, and why it would be refused now (more than the
 * balance, an account the owner no longer holds).
 */
export async function previewMovement(
  direction: 1 | -1,
  payload: Movement,
): Promise<ApprovalPreview> {
  const owner = payload.owner ?? customerOwner(payload.customer_id ?? "");
  const accountHref = `${ownerHref(owner)}/accounts/${encodeURIComponent(payload.account_id)}`;
  // Named on the request's page (the customer's name, the IBAN), not by their ids.
  const links = [
    {
      label: owner.kind === "customer" ? "Customer" : "Corporate",
      href: ownerHref(owner),
      party: owner,
    },
    {
      label: "Account",
      href: accountHref,
      party: { kind: "account" as const, id: payload.account_id, owner },
    },
  ];
  // The amount and its currency read as one: "€1,500.00".
  const facts = sentFields(payload, [...HIDDEN, "amount", "currency"]);
  facts.unshift(["Amount", formatMoney(payload.amount, payload.currency)]);
  const ids = [payload.account_id, payload.creditor_account_id].filter((id): id is string => !!id);
  try {
    const [account, creditor] = await ownedAccounts(owner, ...ids);
    if (!account) throw new Error("no account read");
    const effects: [string, string][] = [];
    const after = balanceAfter(account, payload.amount, direction);
    effects.push(["Balance now", formatMoney(account.balance, account.currency)]);
    effects.push(["Balance after", formatMoney(after, account.currency)]);
    if (creditor) {
      effects.push(["Receiving account now", formatMoney(creditor.balance, creditor.currency)]);
      effects.push([
        "Receiving account after",
        formatMoney(balanceAfter(creditor, payload.amount, 1), creditor.currency),
      ]);
    }
    const problem =
      account.currency !== payload.currency
        ? `The account is now in ${account.currency}, not ${payload.currency}: the provider would refuse it.`
        : after !== null && after < 0
          ? `The balance is now ${formatMoney(account.balance, account.currency)}: less than this amount, so the provider would refuse it (insufficient funds).`
          : null;
    return { facts, effects, links, problem };
  } catch (error) {
    if (isActionRefusal(error)) return { facts, effects: [], links, problem: error.message };
    console.warn("[approvals] balance not read for the preview", error);
    return {
      facts,
      effects: [["Balance now", "Could not be read from the provider: try again"]],
      links,
      problem: null,
    };
  }
}
