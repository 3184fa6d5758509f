import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { isValidIban } from "../domain/ledger/iban";
import { accounts } from "../tables/ledger";
import { setProgrammeSettings } from "../tables/programme";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { newAccount, newCorporate, newCustomer, uniquePassport } from "./account-holders";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const eur = { currency: "EUR" };

describe.each(testBackends)("accounts over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());
  // Tests that lower the maximum put the programme back to its defaults.
  afterEach(() => setProgrammeSettings(sb.handle.db, { limits: null }));

  const maxAccounts = (max: number) =>
    setProgrammeSettings(sb.handle.db, { limits: { max_accounts_per_customer: max } });
  const createAccounts = (customerId: string, items: unknown) =>
    sb.call("POST", `/customers/${customerId}/accounts`, { body: items });

  describe("POST /customers/{customer_id}/accounts", () => {
    it("answers 201 with every account, an IBAN only where asked for", async () => {
      const customerId = await newCustomer(sb);
      const response = await createAccounts(customerId, [
        { currency: "EUR", assign_account_identifier: true },
        { currency: "GBP", assign_account_identifier: false },
        { currency: "USD" },
      ]);
      expect(response.status).toBe(201);
      const [withIban, declined, absent] = response.body.accounts;
      expect(withIban).toMatchObject({
        request_position_index: 0,
        customer_id: customerId,
        currency: "EUR",
        balance: 0,
        status: "Active",
        account_identifier_status: "Assigned",
      });
      expect(isValidIban(withIban.account_identifier)).toBe(true);
      for (const [index, item] of [declined, absent].entries()) {
        expect(item).toMatchObject({
          request_position_index: index + 1,
          account_identifier: null,
          account_identifier_status: "NotRequested",
        });
      }
      expect(
        new Set(response.body.accounts.map((a: { account_id: string }) => a.account_id)).size,
      ).toBe(3);
    });

    it("shows the accounts on the customer, with account_identifier", async () => {
      const customerId = await newCustomer(sb);
      const created = await createAccounts(customerId, [
        { currency: "EUR", assign_account_identifier: true },
        eur,
      ]);
      const customer = await sb.call("GET", `/customers/${customerId}`);
      expect(customer.body.accounts).toEqual(
        created.body.accounts.map(
          ({ request_position_index, ...account }: Record<string, unknown>) => account,
        ),
      );
      expect(customer.body.accounts[0].account_identifier).toMatch(/^DE\d{2}99999999\d{10}$/);
    });

    it("answers 206 with the accounts below the maximum when the rest would exceed it", async () => {
      await maxAccounts(2);
      const response = await createAccounts(await newCustomer(sb), [eur, eur, eur]);
      expect(response.status).toBe(206);
      expect(
        response.body.accounts.map(
          (a: { request_position_index: number }) => a.request_position_index,
        ),
      ).toEqual([0, 1]);
    });

    it("takes the maximum from the sandbox config when the programme sets none", async () => {
      const response = await createAccounts(
        await newCustomer(sb),
        Array.from({ length: sb.config.maxAccountsPerCustomer + 1 }, () => eur),
      );
      expect(response.status).toBe(206);
      expect(response.body.accounts).toHaveLength(sb.config.maxAccountsPerCustomer);
    });

    it("fails with the first failure's code when every account fails, creating nothing", async () => {
      await maxAccounts(1);
      const customerId = await newCustomer(sb);
      await newAccount(sb, `/customers/${customerId}`);
      const response = await createAccounts(customerId, [eur, eur]);
      expect([response.status, response.body.code]).toEqual([422, 4224002]);
      expect((await sb.call("GET", `/customers/${customerId}`)).body.accounts).toHaveLength(1);
    });

    it("does not count a Closed account towards the maximum", async () => {
      await maxAccounts(1);
      const customerId = await newCustomer(sb);
      const closed = await newAccount(sb, `/customers/${customerId}`);
      await sb.handle.db.update(accounts).set({ status: "Closed" }).where(eq(accounts.id, closed));
      expect((await createAccounts(customerId, [eur])).status).toBe(201);
    });

    it.each([
      ["AMLHOLD", 4224005],
      ["AMLREJECT", 4224006],
    ])(
      "refuses every account of a customer whose passport starts %s with %s",
      async (prefix, code) => {
        const customerId = await newCustomer(sb, uniquePassport(prefix));
        const response = await createAccounts(customerId, [eur, { currency: "GBP" }]);
        expect([response.status, response.body.code]).toEqual([422, code]);
      },
    );

    it("answers 404 / 4040001 for an unknown customer", async () => {
      expect((await createAccounts(UNKNOWN_ID, [eur])).body.code).toBe(4040001);
      expect((await createAccounts("not-an-id", [eur])).body.code).toBe(4040001);
    });

    it.each([
      ["an empty array", []],
      ["an unknown currency", [{ currency: "XXY" }]],
      ["an object instead of an array", eur],
      ["an unknown field", [{ ...eur, iban: "DE89370400440532013000" }]],
    ])("refuses %s with 400 / 4000001", async (_name, items) => {
      expect((await createAccounts(await newCustomer(sb), items)).body.code).toBe(4000001);
    });

    it.runIf(backend === "postgres")(
      "lets exactly the maximum through when creates race for one customer",
      async () => {
        await maxAccounts(3);
        const customerId = await newCustomer(sb);
        const results = await Promise.all(
          Array.from({ length: 10 }, () => createAccounts(customerId, [eur])),
        );
        expect(results.filter((r) => r.status === 201)).toHaveLength(3);
        expect(results.filter((r) => r.body.code === 4224002)).toHaveLength(7);
        const stored = await sb.handle.db
          .select()
          .from(accounts)
          .where(eq(accounts.customerId, customerId));
        expect(stored).toHaveLength(3);
      },
    );
  });

  describe("POST /corporates/{corporate_id}/accounts (sandbox assumption)", () => {
    const createCorporateAccounts = (corporateId: string, items: unknown) =>
      sb.call("POST", `/corporates/${corporateId}/accounts`, { body: items });

    it("answers 201 with corporate accounts", async () => {
      const corporateId = await newCorporate(sb);
      const response = await createCorporateAccounts(corporateId, [
        { currency: "EUR", assign_account_identifier: true },
      ]);
      expect(response.status).toBe(201);
      const [account] = response.body.accounts;
      expect(account).toMatchObject({
        request_position_index: 0,
        corporate_id: corporateId,
        account_identifier_status: "Assigned",
      });
      expect(account.customer_id).toBeUndefined();
      expect(isValidIban(account.account_identifier)).toBe(true);
    });

    it("lists the accounts, with their balances, in the corporate's details", async () => {
      const corporateId = await newCorporate(sb);
      expect((await sb.call("GET", `/corporates/${corporateId}`)).body.accounts).toEqual([]);
      const created = await createCorporateAccounts(corporateId, [eur, { currency: "GBP" }]);
      const [first] = created.body.accounts;
      await sb.call("POST", `/simulate/accounts/${first.account_id}/incoming-payment`, {
        body: {
          amount: 12.5,
          debtor_name: "Max Mustermann",
          debtor_iban: "DE89370400440532013000",
        },
      });
      const read = await sb.call("GET", `/corporates/${corporateId}`);
      expect(read.body.accounts).toEqual([
        expect.objectContaining({ account_id: first.account_id, currency: "EUR", balance: 12.5 }),
        expect.objectContaining({ currency: "GBP", balance: 0, corporate_id: corporateId }),
      ]);
    });

    it("applies the same maximum: 206 for some, the first failure's code for all", async () => {
      await maxAccounts(2);
      const corporateId = await newCorporate(sb);
      const partial = await createCorporateAccounts(corporateId, [eur, eur, eur]);
      expect(partial.status).toBe(206);
      expect(partial.body.accounts).toHaveLength(2);
      const none = await createCorporateAccounts(corporateId, [eur]);
      expect([none.status, none.body.code]).toEqual([422, 4224002]);
    });

    it("answers 404 / 4040001 for an unknown corporate, or a customer's id", async () => {
      expect((await createCorporateAccounts(UNKNOWN_ID, [eur])).body.code).toBe(4040001);
      expect((await createCorporateAccounts(await newCustomer(sb), [eur])).body.code).toBe(4040001);
    });
  });
});
