import { expect, test } from "./fixtures";
import { kycCustomer, sandboxApi } from "./sandbox-api";
import { signInAs } from "./support";

test("a value only the provider refuses shows its message on the right field", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const customer = await api.call(
    "POST",
    "/customers",
    kycCustomer({ first_name: "Lena", last_name: "Vogel" }),
  );
  expect(customer.status).toBe(201);
  await api.call("PUT", "/simulate/config", { user_verification_enabled: true });

  try {
    await signInAs(page, "support", `/customers/${customer.body.customer_id}/addresses?type=Home`);
    const country = page.getByLabel("Country");
    await expect(country).toHaveValue("DE");

    // The browser catches what the schema knows: not a country code.
    await country.fill("XX");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.locator("#country-error")).toBeVisible();

    // Only the provider knows that verification forbids a new Home country.
    await country.fill("FR");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.locator("#country-error")).toContainText(
      "Country cannot be updated with the provided type",
    );
    await expect(country).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByRole("alert").filter({ hasText: "Request payload is incorrect.Code 4000001" }),
    ).toBeVisible();

    // With the rule off, the same change goes through.
    await api.call("PUT", "/simulate/config", { user_verification_enabled: false });
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address saved" })).toBeVisible();
    const stored = await api.call("GET", `/customers/${customer.body.customer_id}`);
    expect(stored.body.addresses[0].country).toBe("FR");
  } finally {
    await api.call("PUT", "/simulate/config", { user_verification_enabled: false });
  }
});
