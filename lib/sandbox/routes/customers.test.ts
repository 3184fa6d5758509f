import { describe, expect, it } from "vitest";
import { ErrorCode, type OperationId } from "@/lib/cams";
import {
  anonymousCustomer,
  cardItem,
  homeAddress,
  kycCustomer,
} from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { registerItemCreator } from "../domain/bulk";
import { callHandler, refusal, useSandboxDb } from "../domain/testing";
import { SandboxError } from "../errors";
import { setProgrammeSettings } from "../tables/programme";
import { customerHandlers } from "./customers";

describe.each(testBackends)("customer handlers on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  const call = <Id extends OperationId>(id: Id, raw?: Parameters<typeof callHandler>[3]) =>
    callHandler(sandbox, customerHandlers, id, raw);
  const createCustomer = (body: unknown) => call("createCustomer", { body });

  describe("POST /customers", () => {
    it("answers 201 with the customer when there are no items", async () => {
      const { status, body } = await createCustomer(anonymousCustomer);
      expect(status).toBe(201);
      expect(body).toMatchObject({ first_name: "Jane", status: "Active", accounts: [], cards: [] });
      expect(body.created_date).toBeDefined();
    });

    it("answers 201 and a held customer when the AML check holds it", async () => {
      const body = { ...kycCustomer, accounts: [], cards: [] };
      const held = { ...body, identifications: [{ type: "Passport", value: "AMLHOLD77" }] };
      const { status, body: customer } = await createCustomer(held);
      expect(status).toBe(201);
      expect(customer.status).toBe("OnHold");
    });

    it("answers 206 when no creator is registered for the items", async () => {
      const { status, body } = await createCustomer({
        ...kycCustomer,
        identifications: [{ type: "Passport", value: "NOCREATOR1" }],
      });
      expect(status).toBe(206);
      expect(body).toMatchObject({ customer_id: expect.any(String), accounts: [], cards: [] });
    });

    it("answers 201 with every item and its request_position_index when all are created", async () => {
      sandbox.afterTest(
        registerItemCreator("accounts", async (_, customer, item) => ({
          account_id: `acc-${item.currency}`,
          customer_id: customer.id,
          currency: item.currency,
          account_identifier: null,
        })),
      );
      const { status, body } = await createCustomer({
        ...anonymousCustomer,
        accounts: [{ currency: "EUR" }, { currency: "GBP" }],
      });
      expect(status).toBe(201);
      expect(body.accounts).toEqual([
        expect.objectContaining({ account_id: "acc-EUR", request_position_index: 0 }),
        expect.objectContaining({ account_id: "acc-GBP", request_position_index: 1 }),
      ]);
    });

    it("answers 206 showing only the created items when one fails", async () => {
      sandbox.afterTest(
        registerItemCreator("cards", async (_, customer, item) => {
          if (item.emboss_name === "FAIL") throw new SandboxError(ErrorCode.MaxCardsReached);
          return { card_id: "card-1", cardholder_id: customer.id, status: "01" };
        }),
      );
      const { status, body } = await createCustomer({
        ...anonymousCustomer,
        cards: [cardItem, { ...cardItem, emboss_name: "FAIL" }, cardItem],
      });
      expect(status).toBe(206);
      expect(body.cards?.map((card) => card.request_position_index)).toEqual([0, 2]);
    });

    it("refuses a duplicate identification with 4224001", async () => {
      const body = {
        ...anonymousCustomer,
        identifications: [{ type: "NationalId", value: "DUPE42" }],
      };
      await createCustomer(body);
      expect((await refusal(createCustomer(body))).code).toBe(ErrorCode.CustomerDetailsAlreadyUsed);
    });
  });

  describe("GET /customers", () => {
    it("answers the paging fields and the page of customers", async () => {
      for (const value of ["PAGE1", "PAGE2", "PAGE3"]) {
        await createCustomer({
          ...anonymousCustomer,
          last_name: "Pager",
          identifications: [{ type: "Passport", value }],
        });
      }
      const { body } = await call("searchCustomers", {
        query: { last_name: "pag", page_size: "2", page_number: "2" },
      });
      expect(body).toMatchObject({ page_number: 2, page_size: 2, total_count: 3 });
      expect(body.customers).toHaveLength(1);
      expect(body.customers[0]?.identifications).toEqual([
        { type: "Passport", value: "PAGE1", issuing_country: null, expiry_date: null },
      ]);
    });
  });

  describe("GET, PATCH and PUT /customers/{id}", () => {
    const newCustomer = async () =>
      (await createCustomer({ ...anonymousCustomer, addresses: [homeAddress] })).body
        .customer_id as string;

    it("answers the customer, and 4040001 for an unknown one", async () => {
      const id = await newCustomer();
      expect((await call("getCustomer", { params: { customer_id: id } })).body.customer_id).toBe(
        id,
      );
      const error = await refusal(call("getCustomer", { params: { customer_id: "nobody" } }));
      expect(error.code).toBe(ErrorCode.DataNotFound);
    });

    it("answers each change with the customer as it now is", async () => {
      const customer_id = await newCustomer();
      const params = { customer_id };
      expect(
        (await call("updateCustomer", { params, body: { email: "j@example.com" } })).body.email,
      ).toBe("j@example.com");
      const identification = { type: "Passport", value: "PATCHED1" };
      expect(
        (await call("updateIdentification", { params, body: identification })).body.identifications,
      ).toMatchObject([identification]);
      expect(
        (await call("patchCustomerAddress", { params, body: { type: "Home", line_3: "Apt 4" } }))
          .body.addresses?.[0]?.line_3,
      ).toBe("Apt 4");
      expect(
        (await call("putCustomerAddress", { params, body: { ...homeAddress, city: "Bonn" } })).body
          .addresses?.[0],
      ).toMatchObject({ city: "Bonn", line_3: null });
      expect(
        (await call("updatePhones", { params, body: { mobile_number: "+491705555555" } })).body
          .phones,
      ).toEqual([{ type: "Mobile", number: "+491705555555" }]);
    });

    it("refuses a Home country change under user verification with errors.Country", async () => {
      const customer_id = await newCustomer();
      await setProgrammeSettings(sandbox.handle.db, { userVerificationEnabled: true });
      const error = await refusal(
        call("patchCustomerAddress", {
          params: { customer_id },
          body: { type: "Home", country: "FR" },
        }),
      );
      await setProgrammeSettings(sandbox.handle.db, { userVerificationEnabled: false });
      expect(error.status).toBe(400);
      expect(error.errors).toEqual({
        Country: ["Country cannot be updated with the provided type"],
      });
    });
  });
});
