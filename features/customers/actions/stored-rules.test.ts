import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycCustomer } from "@/lib/cams/__fixtures__/bodies";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import {
  createSandboxHarness,
  recordingSandboxClient,
  type SandboxHarness,
} from "@/lib/sandbox/testing";
import { patchCustomerAddress } from "./patch-customer-address";
import { updateCustomerProfile } from "./update-customer-profile";

// The editors' rules for the stored customer (lib/cams/profile-rules.ts, address-rules.ts) hold
// on the server too: a request made without the form is refused the same way, on the same
// field, and nothing is sent.
let sb: SandboxHarness;
let uninstall: () => void;
let customerId: string;
const sent: string[] = [];

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  uninstall = installConsole(sb.handle, recordingSandboxClient(sb, sent));
  signInAs((await usersByRole(sb.handle)).manager);
  const { cards: _, accounts: __, ...customer } = kycCustomer;
  customerId = (await sb.call("POST", "/customers", { body: customer })).body.customer_id;
});
afterAll(async () => {
  uninstall();
  await sb.close();
});

describe("updateCustomerProfile", () => {
  const profile = { first_name: "Jane", last_name: "Doe", nationality: "DE" } as const;

  it("refuses to leave out what the KYC level requires, on its field, sending nothing", async () => {
    sent.length = 0;
    const result = await updateCustomerProfile({ customer_id: customerId, ...profile });
    expect(result).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: {
        birth_country: expect.stringContaining("required at KYC level KYC"),
        "risk_profile.profession": "A risk profile is required for this customer",
      },
    });
    expect(sent).not.toContain("updateCustomer");
  });

  it("accepts the same change with the required fields kept", async () => {
    const result = await updateCustomerProfile({
      customer_id: customerId,
      ...profile,
      first_name: "Janet",
      birth_country: "DE",
      risk_profile: kycCustomer.risk_profile,
    });
    expect(result).toMatchObject({ ok: true, data: { first_name: "Janet" } });
  });
});

describe("patchCustomerAddress", () => {
  it("refuses a change that would silently keep a recorded line, sending nothing", async () => {
    await sb.call("PATCH", `/customers/${customerId}/addresses`, {
      body: { type: "Home", line_2: "Back house" },
    });
    sent.length = 0;
    const result = await patchCustomerAddress({
      customer_id: customerId,
      type: "Home",
      city: "Köln",
    });
    expect(result).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: { line_2: expect.stringContaining("replace the whole address") },
    });
    expect(sent).not.toContain("patchCustomerAddress");
  });

  it("accepts the change when the recorded line is sent along", async () => {
    const result = await patchCustomerAddress({
      customer_id: customerId,
      type: "Home",
      city: "Köln",
      line_2: "Back house",
    });
    expect(result).toMatchObject({ ok: true, data: { city: "Köln", line_2: "Back house" } });
  });
});
