import type { OperationBody } from "@/lib/cams";
import type { CamsClient } from "@/lib/cams/client";
import { counterpartyIban } from "./cast";

type Payee = { name: string; city: string; postal_code: string };

/** An outgoing SEPA credit transfer to a German payee (customer and corporate bodies alike). */
export function sepaTransfer(
  amount: number,
  endToEndId: string,
  remittance: string,
  payee: Payee,
): OperationBody<"outgoingCreditTransfer"> {
  return {
    amount,
    end_to_end_id: endToEndId,
    remittance_information: remittance,
    creditor: {
      name: payee.name,
      iban: counterpartyIban,
      bank_country: "DE",
      address: { city: payee.city, postal_code: payee.postal_code, country: "DE" },
    },
  };
}

/** The payee's bank settles the transfer (ACSC), through the simulation. */
export async function settle(cams: CamsClient, transactionId: string): Promise<void> {
  await cams.call("simulateOutgoingCreditTransfer", {
    params: { transaction_id: transactionId },
    body: { payment_status: "ACSC" },
  });
}
