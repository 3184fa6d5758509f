import "server-only";
import type { ExportSource } from "../source";
import { auditSource } from "./audit";
import { casesSource } from "./cases";
import { accountsSource, cardsSource, corporatesSource, customersSource } from "./lists";
import { transactionsSource } from "./transactions";

/** Every list that can be exported, by the name in its export URL (/api/exports/<name>). */
export const exportSources: Record<string, ExportSource> = {
  "account-transactions": transactionsSource("account"),
  "card-transactions": transactionsSource("card"),
  "corporate-account-transactions": transactionsSource("corporate-account"),
  customers: customersSource,
  corporates: corporatesSource,
  cards: cardsSource,
  accounts: accountsSource,
  cases: casesSource,
  audit: auditSource,
};
