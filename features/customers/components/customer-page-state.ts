import { enumLabel } from "@/components/ui/enum-options";
import { accountDisplayName } from "@/lib/cams";
import type { CustomerPageView } from "../loaders/customer-page";

/**
 * What the customer page shows, worked out once from its view: the customer's name and
 * standing, what the person may do (a held customer's edits are not offered: the provider
 * refuses them meanwhile), and where each link goes. The page itself is then markup.
 */
export function customerPageState(view: CustomerPageView) {
  const { customer, hold } = view;
  const path = `/customers/${encodeURIComponent(customer.customer_id)}`;
  const first = customer.accounts?.[0];
  const status = customer.status ? enumLabel(customer.status).toLowerCase() : "status not reported";
  return {
    name: `${customer.first_name} ${customer.last_name}`,
    description: `${customer.kyc_level ?? "Unknown KYC level"} customer, ${status}.`,
    path,
    can: hold ? { ...view.can, editProfile: false, editContact: false } : view.can,
    /** Why the provider would refuse a new product now; undefined when it would not. */
    refusal: hold?.reason,
    verificationSeen: view.verification && {
      status: view.verification.status,
      reportedAt: view.verification.eventCreatedAt,
    },
    phones: (customer.phones ?? []).map((p) => ({ type: p.type, value: p.number })),
    identifications: (customer.identifications ?? []).map((i) => ({
      type: i.type,
      value: i.value,
      extra: [i.issuing_country, i.expiry_date && `expires ${i.expiry_date}`]
        .filter(Boolean)
        .join(", "),
    })),
    // The first account's, as the loader read them.
    transactions: first
      ? {
          title: `Recent transactions (${accountDisplayName(first)})`,
          allHref: `${path}/accounts/${encodeURIComponent(first.account_id)}/transactions`,
        }
      : { title: "Recent transactions", allHref: undefined },
  };
}
