import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonymousCustomer,
  cardItem,
  homeAddress,
  kycCustomer,
} from "@/lib/cams/__fixtures__/bodies";
import { DATE_OF_BIRTH_IN_FUTURE, todayIsoDate } from "@/lib/cams/date-of-birth";
import { testBackends } from "@/lib/db/testing";
import { setProgrammeSettings } from "../tables/programme";
import { createSandboxHarness, type SandboxHarness } from "../testing";

// Every customer endpoint and its error paths, over the sandbox's HTTP interface.
describe.each(testBackends)("customers over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  let seq = 0;
  const idValue = () => `ID${String(++seq).padStart(6, "0")}`;
  const kyc = (overrides: Record<string, unknown> = {}) => ({
    ...kycCustomer,
    identifications: [{ type: "Passport", value: idValue() }],
    accounts: [],
    cards: [],
    ...overrides,
  });
  const create = (body: unknown) => sb.call("POST", "/customers", { body });

  describe("POST /customers", () => {
    it("creates a KYC customer: 201 with nationality, created_date, accounts and cards", async () => {
      const response = await create(kyc());
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        first_name: "Jane",
        kyc_level: "KYC",
        status: "Active",
        nationality: "DE",
        accounts: [],
        cards: [],
        phones: [{ type: "Mobile", number: "+491701234567" }],
      });
      expect(Date.parse(response.body.created_date)).not.toBeNaN();
      expect(response.body.customer_id).toEqual(expect.any(String));
    });

    it("answers 206 when the customer is created but items are not, showing only created ones", async () => {
      // One account fits under a maximum of 1, the second does not.
      await setProgrammeSettings(sb.handle.db, { limits: { max_accounts_per_customer: 1 } });
      try {
        const response = await create(
          kyc({ accounts: [{ currency: "EUR" }, { currency: "GBP" }] }),
        );
        expect(response.status).toBe(206);
        expect(response.body.accounts).toEqual([
          expect.objectContaining({ currency: "EUR", request_position_index: 0 }),
        ]);
        const stored = await sb.call("GET", `/customers/${response.body.customer_id}`);
        expect(stored.body.accounts).toHaveLength(1);
      } finally {
        await setProgrammeSettings(sb.handle.db, { limits: null });
      }
    });

    it("creates its cards: 201 with each card's request_position_index and cardholder_id", async () => {
      const response = await create(kyc({ accounts: [{ currency: "EUR" }], cards: [cardItem] }));
      expect(response.status).toBe(201);
      expect(response.body.cards).toEqual([
        expect.objectContaining({
          request_position_index: 0,
          customer_id: response.body.customer_id,
          cardholder_id: expect.any(String),
          status: "01",
        }),
      ]);
      const stored = await sb.call("GET", `/customers/${response.body.customer_id}`);
      expect(stored.body.cards).toEqual([
        expect.objectContaining({ card_id: response.body.cards[0].card_id }),
      ]);
    });

    it("answers 206 when a card is over the maximum, showing the cards below it", async () => {
      await setProgrammeSettings(sb.handle.db, { limits: { max_cards_per_customer: 1 } });
      try {
        const response = await create(kyc({ cards: [cardItem, cardItem] }));
        expect(response.status).toBe(206);
        expect(response.body.cards).toEqual([
          expect.objectContaining({ request_position_index: 0 }),
        ]);
      } finally {
        await setProgrammeSettings(sb.handle.db, { limits: null });
      }
    });

    it("answers 206 when every card fails: a held customer is created without them", async () => {
      const response = await create(
        kyc({ identifications: [{ type: "Passport", value: "AMLHOLD2" }], cards: [cardItem] }),
      );
      expect([response.status, response.body.status]).toEqual([206, "OnHold"]);
      expect(response.body.cards).toEqual([]);
    });

    it("refuses invalid fields with 400 / 4000001 and errors keyed by snake_case path", async () => {
      const response = await create(
        kyc({
          first_name: "J4ne",
          addresses: [{ ...homeAddress, postal_code: "" }],
          birth_country: undefined,
        }),
      );
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(4000001);
      expect(Object.keys(response.body.errors)).toEqual(
        expect.arrayContaining(["first_name", "addresses[0].postal_code", "birth_country"]),
      );
    });

    it("refuses a date of birth after today with 400 / 4000001 on date_of_birth; today is taken", async () => {
      const today = todayIsoDate();
      const tomorrow = todayIsoDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
      const refused = await create(kyc({ date_of_birth: tomorrow }));
      expect([refused.status, refused.body.code]).toEqual([400, 4000001]);
      expect(refused.body.errors).toEqual({ date_of_birth: [DATE_OF_BIRTH_IN_FUTURE] });
      const born = await create(kyc({ date_of_birth: today }));
      expect([born.status, born.body.date_of_birth]).toEqual([201, today]);
    });

    it("refuses a removed risk profile field, naming it", async () => {
      const response = await create(
        kyc({ risk_profile: { ...kycCustomer.risk_profile, net_worth: "High" } }),
      );
      expect(response.body.errors["risk_profile.net_worth"][0]).toMatch(/removed/);
    });

    it("holds or rejects by the AML check, and still creates the customer", async () => {
      const held = await create(
        kyc({ identifications: [{ type: "Passport", value: "AMLHOLD1" }] }),
      );
      const rejected = await create(
        kyc({ identifications: [{ type: "Passport", value: "AMLREJECT1" }] }),
      );
      expect([held.status, held.body.status]).toEqual([201, "OnHold"]);
      expect([rejected.status, rejected.body.status]).toEqual([201, "Rejected"]);
    });

    it("refuses identification details another customer uses: 422 / 4224001, writing nothing", async () => {
      const value = idValue();
      expect((await create(kyc({ identifications: [{ type: "Passport", value }] }))).status).toBe(
        201,
      );
      const before = (await sb.call("GET", "/customers?last_name=Twin")).body.total_count;
      const duplicate = await create(
        kyc({ last_name: "Twin", identifications: [{ type: "Passport", value }] }),
      );
      expect(duplicate.body.code).toBe(4224001);
      expect((await sb.call("GET", "/customers?last_name=Twin")).body.total_count).toBe(before);
    });
  });

  describe("GET /customers", () => {
    it("searches by identification_value, status and last_name, paged, newest first", async () => {
      const value = idValue();
      const made = await create(
        kyc({ last_name: "Searchable", identifications: [{ type: "Passport", value }] }),
      );
      const byId = await sb.call("GET", `/customers?identification_value=${value}`);
      expect(byId.body).toMatchObject({ page_number: 1, page_size: 50, total_count: 1 });
      expect(byId.body.customers[0].customer_id).toBe(made.body.customer_id);
      expect(
        (await sb.call("GET", "/customers?last_name=Searchable&status=OnHold")).body.total_count,
      ).toBe(0);
      const page = await sb.call("GET", "/customers?page_size=2&page_number=1");
      expect(page.body.customers).toHaveLength(2);
      expect(page.body.customers[0].customer_id).toBe(made.body.customer_id);
    });

    it.each([
      ["page_size=51", 4009901],
      ["page_size=0", 4009901],
      ["page_number=0", 4009901],
      ["identification_value=bad%21value", 4009901],
      ["status=Sleeping", 4009901],
    ])("refuses %s with 400 / %s", async (query, code) => {
      expect((await sb.call("GET", `/customers?${query}`)).body.code).toBe(code);
    });

    it("accepts page_size=50", async () => {
      expect((await sb.call("GET", "/customers?page_size=50")).status).toBe(200);
    });
  });

  describe("one customer", () => {
    it("answers 404 / 4040001 for an unknown id", async () => {
      expect(
        (await sb.call("GET", "/customers/00000000-0000-4000-8000-000000000000")).body.code,
      ).toBe(4040001);
      expect((await sb.call("GET", "/customers/not-an-id")).body.code).toBe(4040001);
    });

    it("updates the profile, identifications and phones", async () => {
      const { customer_id: id } = (await create(kyc())).body;
      expect(
        (await sb.call("PATCH", `/customers/${id}`, { body: { last_name: "Smith" } })).body
          .last_name,
      ).toBe("Smith");
      const ident = await sb.call("PATCH", `/customers/${id}/identifications`, {
        body: { type: "NationalId", value: "NAT 123'4" },
      });
      expect(ident.body.identifications).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: "NationalId", value: "NAT 123'4" }),
        ]),
      );
      const phones = await sb.call("PATCH", `/customers/${id}/phones`, {
        body: { landline_number: "+4930123456" },
      });
      expect(phones.body.phones).toEqual(
        expect.arrayContaining([{ type: "Landline", number: "+4930123456" }]),
      );
      expect(
        (
          await sb.call("PATCH", `/customers/${id}/phones`, {
            body: { mobile_number: "+0123456789" },
          })
        ).body.code,
      ).toBe(4000001);
    });

    it("patches an address with line_3 and replaces one with PUT, which needs its mandatory fields", async () => {
      const { customer_id: id } = (await create(kyc())).body;
      const patched = await sb.call("PATCH", `/customers/${id}/addresses`, {
        body: { type: "Home", line_3: "Hinterhaus" },
      });
      expect(patched.body.addresses[0]).toMatchObject({
        type: "Home",
        line_1: "1 Main Street",
        line_3: "Hinterhaus",
      });
      const put = await sb.call("PUT", `/customers/${id}/addresses`, {
        body: {
          type: "Home",
          line_1: "2 New Street",
          city: "Hamburg",
          postal_code: "20095",
          country: "DE",
        },
      });
      expect(put.body.addresses[0]).toMatchObject({ line_1: "2 New Street", city: "Hamburg" });
      expect(put.body.addresses[0].line_3 ?? null).toBeNull();
      const partial = await sb.call("PUT", `/customers/${id}/addresses`, {
        body: { type: "Home", line_1: "x" },
      });
      expect(partial.body.code).toBe(4000001);
      expect(Object.keys(partial.body.errors)).toEqual(
        expect.arrayContaining(["city", "country", "postal_code"]),
      );
    });

    it("refuses a Home country change while user verification is on, with errors.Country", async () => {
      const { customer_id: id } = (await create(kyc())).body;
      await sb.call("PUT", "/simulate/config", { body: { user_verification_enabled: true } });
      const refused = await sb.call("PATCH", `/customers/${id}/addresses`, {
        body: { type: "Home", country: "FR" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 4000001,
        errors: { Country: ["Country cannot be updated with the provided type"] },
      });
      expect(
        (
          await sb.call("PATCH", `/customers/${id}/addresses`, {
            body: {
              type: "Work",
              line_1: "Office 1",
              city: "Paris",
              postal_code: "75001",
              country: "FR",
            },
          })
        ).status,
      ).toBe(200);
      await sb.call("PUT", "/simulate/config", { body: { user_verification_enabled: false } });
      expect(
        (
          await sb.call("PATCH", `/customers/${id}/addresses`, {
            body: { type: "Home", country: "FR" },
          })
        ).body.addresses,
      ).toEqual(expect.arrayContaining([expect.objectContaining({ type: "Home", country: "FR" })]));
    });

    it.each([
      ["AMLHOLD", 4224005],
      ["AMLREJECT", 4224006],
    ])("refuses changes to a customer whose id starts %s with %s", async (prefix, code) => {
      const { customer_id: id } = (
        await create(kyc({ identifications: [{ type: "Passport", value: `${prefix}${++seq}` }] }))
      ).body;
      expect(
        (await sb.call("PATCH", `/customers/${id}`, { body: { last_name: "Other" } })).body.code,
      ).toBe(code);
      expect(
        (
          await sb.call("PATCH", `/customers/${id}/phones`, {
            body: { mobile_number: "+491701234568" },
          })
        ).body.code,
      ).toBe(code);
      expect((await sb.call("GET", `/customers/${id}`)).status).toBe(200);
    });

    it("keeps an Anonymous customer without addresses or identifications", async () => {
      const response = await create(anonymousCustomer);
      expect(response.status).toBe(201);
      expect(response.body.addresses ?? []).toEqual([]);
    });
  });
});
