import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBeneficiaries } from "@/features/beneficiaries/lib/store";
import { anonymousCustomer, beneficiary } from "@/lib/cams/__fixtures__/bodies";
import { type CamsClient, createCamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import {
  createSandboxHarness,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { createRemittanceBeneficiary } from "./create-remittance-beneficiary";

// The vendor's 40-character line 1 holds on the server too, and a created beneficiary is kept
// in the console's table: the customer page lists it from there.
let sb: SandboxHarness;
let uninstall: () => void;
let customerId: string;
const sent: string[] = [];

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  const real = createCamsClient({
    ...sandboxClientConfig("http://sandbox.test/sandbox"),
    fetch: async (input, init) => sb.app.request(String(input), init),
  });
  const client: CamsClient = {
    call: ((id: Parameters<CamsClient["call"]>[0], input?: object) => {
      sent.push(id);
      return real.call(id, input);
    }) as CamsClient["call"],
  };
  uninstall = installConsole(sb.handle, client);
  signInAs((await usersByRole(sb.handle)).manager);
  customerId = (await sb.call("POST", "/customers", { body: anonymousCustomer })).body.customer_id;
});
afterAll(async () => {
  uninstall();
  await sb.close();
});

type Input = Parameters<typeof createRemittanceBeneficiary>[0];

const withLine1 = (length: number): Input => ({
  ...beneficiary,
  customer_id: customerId,
  address: { ...beneficiary.address, line_1: "x".repeat(length) } as Input["address"],
});

describe("createRemittanceBeneficiary", () => {
  it("refuses 41 characters of line 1 for RemitOne on that field, sending nothing", async () => {
    sent.length = 0;
    expect(await createRemittanceBeneficiary(withLine1(41))).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: {
        "address.line_1": "Address line 1 cannot be longer than 40 characters for RemitOne",
      },
    });
    expect(sent).toEqual([]);
    expect(await listBeneficiaries(sb.handle.db, customerId)).toEqual([]);
  });

  it("creates one with 40 characters and records it for the customer page", async () => {
    const result = await createRemittanceBeneficiary(withLine1(40));
    expect(result.ok).toBe(true);
    expect(sent).toEqual(["createBeneficiary"]);
    const id = result.ok ? result.data.beneficiary_id : "";
    expect(await listBeneficiaries(sb.handle.db, customerId)).toMatchObject([
      {
        beneficiaryId: id,
        customerId,
        firstName: beneficiary.first_name,
        vendor: "RemitOne",
        address: expect.objectContaining({ line_1: "x".repeat(40) }),
      },
    ]);
  });
});
