import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { insertTransactions } from "../domain/transactions/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { newAccount, newCorporate, newCustomer } from "./account-holders";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
type Listed = { transaction_id: string };
const idsOf = (body: { transactions: Listed[] }) => body.transactions.map((t) => t.transaction_id);

describe.each(testBackends)("transactions over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const customerAccount = async () => newAccount(sb, `/customers/${await newCustomer(sb)}`);
  const corporateAccount = async () => newAccount(sb, `/corporates/${await newCorporate(sb)}`);
  const insert = (
    accountId: string,
    count: number,
    options?: Parameters<typeof insertTransactions>[3],
  ) => insertTransactions(sb.handle.db, accountId, count, options);

  describe("GET /accounts/{account_id}/transactions", () => {
    it("pages 120 transactions as 50, 50 and 20, newest first, none missing or repeated", async () => {
      const accountId = await customerAccount();
      const inserted = await insert(accountId, 120);
      const pages = [
        await sb.call("GET", `/accounts/${accountId}/transactions`),
        await sb.call("GET", `/accounts/${accountId}/transactions?page_number=2`),
        await sb.call("GET", `/accounts/${accountId}/transactions?page_number=3&page_size=50`),
      ];
      expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
      expect(pages.map((page) => page.body.transactions.length)).toEqual([50, 50, 20]);
      for (const [index, page] of pages.entries()) {
        expect(page.body).toMatchObject({
          page_number: index + 1,
          page_size: 50,
          total_count: 120,
        });
      }
      const newestFirst = inserted.map((row) => row.id).reverse();
      expect(pages.flatMap((page) => idsOf(page.body))).toEqual(newestFirst);
    });

    it("answers a page past the end with no transactions and the total", async () => {
      const accountId = await customerAccount();
      await insert(accountId, 120);
      const past = await sb.call("GET", `/accounts/${accountId}/transactions?page_number=4`);
      expect(past.body).toEqual({
        page_number: 4,
        page_size: 50,
        total_count: 120,
        transactions: [],
      });
    });

    it("honours a smaller page_size", async () => {
      const accountId = await customerAccount();
      const inserted = await insert(accountId, 5);
      const page = await sb.call(
        "GET",
        `/accounts/${accountId}/transactions?page_size=2&page_number=2`,
      );
      expect(idsOf(page.body)).toEqual([inserted[2]!.id, inserted[1]!.id]);
    });

    it.each(["page_size=51", "page_size=0", "page_number=0", "page_size=two", "sort=asc"])(
      "refuses %s with 400 / 4009901",
      async (query) => {
        const accountId = await customerAccount();
        const response = await sb.call("GET", `/accounts/${accountId}/transactions?${query}`);
        expect([response.status, response.body.code]).toEqual([400, 4009901]);
      },
    );

    it("orders transactions of the same instant by creation, newest first", async () => {
      const accountId = await customerAccount();
      const same = new Date("2026-03-01T00:00:00Z");
      const inserted = await insert(accountId, 3, { overrides: () => ({ createdAt: same }) });
      const page = await sb.call("GET", `/accounts/${accountId}/transactions`);
      expect(idsOf(page.body)).toEqual(inserted.map((row) => row.id).reverse());
    });

    it("lists Declined transactions with their status, and only the account's own", async () => {
      const accountId = await customerAccount();
      await insert(await customerAccount(), 2);
      const [declined] = await insert(accountId, 1, {
        overrides: () => ({ status: "Declined", direction: "debit", responseCode: "51" }),
      });
      const page = await sb.call("GET", `/accounts/${accountId}/transactions`);
      expect(page.body.total_count).toBe(1);
      expect(page.body.transactions[0]).toMatchObject({
        transaction_id: declined!.id,
        status: "Declined",
        response_code: "51",
        amount: 1,
        currency: "EUR",
        account_currency: "EUR",
        processing_code_type: "AccountLoad",
      });
    });

    it("answers an account without transactions with an empty first page", async () => {
      const page = await sb.call("GET", `/accounts/${await customerAccount()}/transactions`);
      expect(page.body).toEqual({
        page_number: 1,
        page_size: 50,
        total_count: 0,
        transactions: [],
      });
    });
  });

  describe("GET /accounts/{account_id}/transactions/{transaction_id}", () => {
    it("adds posting_response_code and card_acceptor_id, never network_response_code or merchant_id", async () => {
      const accountId = await customerAccount();
      const [row] = await insert(accountId, 1, {
        overrides: () => ({ postingResponseCode: "FP", cardAcceptorId: "ACC123456789012" }),
      });
      const response = await sb.call("GET", `/accounts/${accountId}/transactions/${row!.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        transaction_id: row!.id,
        account_id: accountId,
        posting_response_code: "FP",
        card_acceptor_id: "ACC123456789012",
        response_code: "00",
        account_currency: "EUR",
      });
      expect(response.body).not.toHaveProperty("network_response_code");
      expect(response.body).not.toHaveProperty("merchant_id");
      const listed = await sb.call("GET", `/accounts/${accountId}/transactions`);
      expect(listed.body.transactions[0]).not.toHaveProperty("posting_response_code");
    });

    it("answers 404 / 4040001 for another account's transaction, or an unknown one", async () => {
      const accountId = await customerAccount();
      const [elsewhere] = await insert(await customerAccount(), 1);
      for (const transactionId of [elsewhere!.id, UNKNOWN_ID, "not-an-id"]) {
        const response = await sb.call(
          "GET",
          `/accounts/${accountId}/transactions/${transactionId}`,
        );
        expect([response.status, response.body.code]).toEqual([404, 4040001]);
      }
    });
  });

  describe("corporate accounts", () => {
    it("lists the corporate adjustment types, and shows their details", async () => {
      const accountId = await corporateAccount();
      const types = ["SepaIncomingPaymentAdjustment", "SepaOutgoingPaymentAdjustment"] as const;
      const inserted = await insert(accountId, 2, {
        overrides: (index) => ({ processingCodeType: types[index], transactionCode: null }),
      });
      const page = await sb.call("GET", `/corporate/accounts/${accountId}/transactions`);
      expect(page.status).toBe(200);
      expect(
        page.body.transactions.map((t: { processing_code_type: string }) => t.processing_code_type),
      ).toEqual([...types].reverse());
      const details = await sb.call(
        "GET",
        `/corporate/accounts/${accountId}/transactions/${inserted[0]!.id}`,
      );
      expect(details.body).toMatchObject({
        processing_code_type: "SepaIncomingPaymentAdjustment",
        posting_response_code: null,
        card_acceptor_id: null,
      });
    });
  });

  describe("404 / 4040001 for an account the path does not name", () => {
    it("refuses a corporate account on the customer paths, and a customer account on the corporate ones", async () => {
      const customer = await customerAccount();
      const corporate = await corporateAccount();
      const [customerRow] = await insert(customer, 1);
      const [corporateRow] = await insert(corporate, 1);
      const paths = [
        `/accounts/${corporate}/transactions`,
        `/accounts/${corporate}/transactions/${corporateRow!.id}`,
        `/corporate/accounts/${customer}/transactions`,
        `/corporate/accounts/${customer}/transactions/${customerRow!.id}`,
        `/accounts/${UNKNOWN_ID}/transactions`,
        `/accounts/not-an-id/transactions/${customerRow!.id}`,
        `/corporate/accounts/${UNKNOWN_ID}/transactions`,
        `/corporate/accounts/${UNKNOWN_ID}/transactions/${corporateRow!.id}`,
      ];
      for (const path of paths) {
        const response = await sb.call("GET", path);
        expect([path, response.status, response.body.code]).toEqual([path, 404, 4040001]);
      }
    });
  });
});
