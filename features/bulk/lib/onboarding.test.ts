import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { pendingProducts, type Role } from "@/lib/db/schema";
import { testBackends } from "@/lib/db/testing";
import {
  createSandboxHarness,
  recordingSandboxClient,
  type SandboxHarness,
} from "@/lib/sandbox/testing";
import { runOnboardingBatch } from "../actions/run-bulk-batch";
import { runDueBatches } from "./executor";
import { bulkKind } from "./registry";
import { checkedBatch, rowsOf as rowsOfBatch } from "./testing";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.stubEnv("BULK_ROWS_PER_SECOND", "1000");

const template = bulkKind("onboarding").template;
const HEADER = template[0]!;
/** A KYC row as the template's example, with its own name, identification and e-mail. */
const person = (n: string, changes: Record<string, string> = {}) => {
  const names = HEADER.split(",");
  const cells = Object.fromEntries(
    names.map((name, i) => [name, template[1]!.split(",")[i] ?? ""]),
  );
  Object.assign(cells, {
    // Names take letters only: the digits of `n` as letters.
    first_name: `Ada${n.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`,
    email: `ada${n}@example.com`,
    identification_value: `P${n}`,
    ...changes,
  });
  return names.map((name) => cells[name]).join(";");
};
// Semicolons, as a spreadsheet in many countries saves them, and CRLF line ends.
const csv = (lines: string[]) =>
  new File([`${[HEADER.replaceAll(",", ";"), ...lines].join("\r\n")}\r\n`], "people.csv", {
    type: "text/csv",
  });

describe.each(testBackends)("bulk onboarding on %s", (backend) => {
  let sb: SandboxHarness;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  const sent: string[] = [];
  const tag = `${backend === "pglite" ? "1" : "2"}${Date.now() % 100000}`;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    uninstall = installConsole(sb.handle, recordingSandboxClient(sb, sent) as CamsClient);
    ids = await usersByRole(sb.handle);
  });
  afterAll(async () => {
    uninstall();
    await sb.close();
  });
  const rowsOf = (batchId: string) => rowsOfBatch(sb.handle.db, batchId);

  it("checks each person by the wizard's rules, on the column concerned, and refuses one already onboarded", async () => {
    await sb.call("POST", "/customers", {
      body: {
        first_name: "Already",
        last_name: "There",
        kyc_level: "KYB",
        nationality: "GB",
        identifications: [{ type: "Passport", value: `P${tag}9` }],
      },
    });
    signInAs(ids.manager);
    const checked = await checkedBatch(
      sb.handle.db,
      "onboarding",
      csv([
        person(`${tag}1`),
        person(`${tag}2`, { birth_country: "" }),
        person(`${tag}3`, { email: "not an email" }),
        person(`${tag}4`, { identification_value: `P${tag}1` }),
        person(`${tag}5`, {
          kyc_level: "Anonymous",
          address_line_1: "",
          city: "",
          postal_code: "",
          country: "",
        }),
        person(`${tag}9`),
        person(`${tag}6`, { account_currencies: "EUR XYZ" }),
      ]),
    );
    const rows = await rowsOf(checked.id);
    expect(rows.map((row) => [row.rowNo, row.status, Object.keys(row.problems ?? {})])).toEqual([
      [2, "pending", []],
      [3, "invalid", ["birth_country"]],
      [4, "invalid", ["email"]],
      [5, "invalid", ["first_name"]],
      // A card with no address to go to: the address is what is missing.
      [6, "invalid", ["address_line_1"]],
      [7, "invalid", ["identification_value"]],
      [8, "invalid", ["account_currencies"]],
    ]);
    expect(rows[1]!.problems).toEqual({
      birth_country: "Choose the birth country: KYC level KYC requires it",
    });
    expect(rows[5]!.problems!.identification_value).toBe(
      "A customer with this identification already exists: Already There.",
    );
    expect(sent).not.toContain("createCustomer");
  });

  it("onboards each row once, and keeps the accounts a 206 left out on the customer's page", async () => {
    signInAs(ids.manager);
    const batch = await checkedBatch(
      sb.handle.db,
      "onboarding",
      csv([person(`${tag}7`), person(`${tag}8`, { account_currencies: "EUR USD" })]),
    );
    expect(
      await runOnboardingBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 }),
    ).toMatchObject({ ok: true, data: { rows: 2 } });
    // The provider opens one account per customer: the second row's USD account is not created.
    expect(
      (await sb.call("PUT", "/simulate/limits", { body: { max_accounts_per_customer: 1 } })).status,
    ).toBe(200);
    try {
      sent.length = 0;
      await runDueBatches(sb.handle.db, "server-a");
    } finally {
      await sb.call("PUT", "/simulate/limits", { body: {} });
    }
    expect(sent.filter((id) => id === "createCustomer")).toHaveLength(2);
    const rows = await rowsOf(batch.id);
    expect(rows.map((row) => row.status)).toEqual(["done", "done"]);
    expect(rows[1]!.result).toMatchObject({ accounts: "1 of 2", cards: "1 of 1" });
    const customerId = (rows[1]!.result as { customer_id: string }).customer_id;
    expect(rows[1]!.result).toMatchObject({
      links: [{ label: "Customer", href: `/customers/${customerId}` }],
    });
    const kept = await sb.handle.db
      .select()
      .from(pendingProducts)
      .where(eq(pendingProducts.customerId, customerId));
    expect(kept).toMatchObject([{ kind: "account", item: { currency: "USD" } }]);
    // Each row went under its own key: the customers are those of the file, once each.
    const found = await sb.call("GET", `/customers?identification_value=P${tag}8`);
    expect(found.body.customers).toHaveLength(1);
  });
});
