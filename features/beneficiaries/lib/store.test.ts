import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { listBeneficiaries, recordBeneficiary } from "./store";

const address = { line_1: "1 Main Street", city: "Berlin", postal_code: "10115", country: "DE" };

describe.each(testBackends)("the remittance beneficiary store on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  it("lists a customer's beneficiaries oldest first, and only that customer's", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute));
    await recordBeneficiary(
      handle.db,
      "cus-1",
      { beneficiary_id: "b-2", first_name: "Ann", last_name: "Lee", vendor: "RemitOne", address },
      { createdBy: "u1", at: at(2) },
    );
    await recordBeneficiary(
      handle.db,
      "cus-1",
      { beneficiary_id: "b-1", first_name: "Bo", last_name: "Ek", iban: "DE89370400440532013000" },
      { createdBy: "u1", at: at(1) },
    );
    await recordBeneficiary(
      handle.db,
      "cus-2",
      { beneficiary_id: "b-3", first_name: "Cy", last_name: "Oh" },
      { createdBy: null, at: at(3) },
    );
    const rows = await listBeneficiaries(handle.db, "cus-1");
    expect(rows.map((r) => [r.beneficiaryId, r.vendor, r.iban])).toEqual([
      ["b-1", null, "DE89370400440532013000"],
      ["b-2", "RemitOne", null],
    ]);
    expect(rows[1]).toMatchObject({ address, createdBy: "u1", createdAt: at(2) });
    expect(await listBeneficiaries(handle.db, "cus-none")).toEqual([]);
  });

  it("updates a beneficiary seen again, keeping when and by whom it was first recorded", async () => {
    const first = new Date(Date.UTC(2026, 10, 25, 10));
    await recordBeneficiary(
      handle.db,
      "cus-3",
      { beneficiary_id: "b-9", first_name: "Di", last_name: "Am" },
      { createdBy: "u1", at: first },
    );
    await recordBeneficiary(
      handle.db,
      "cus-3",
      { beneficiary_id: "b-9", first_name: "Dia", last_name: "Am", vendor: "RemitOne" },
      { createdBy: "u2", at: new Date(first.getTime() + 60_000) },
    );
    expect(await listBeneficiaries(handle.db, "cus-3")).toMatchObject([
      {
        beneficiaryId: "b-9",
        firstName: "Dia",
        vendor: "RemitOne",
        createdBy: "u1",
        createdAt: first,
      },
    ]);
  });
});
