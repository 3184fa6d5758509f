import { expect, test } from "./fixtures";
import { expectAccessible, mainNav, signIn, signInAs } from "./support";

const navByRole = {
  admin: [
    "Home",
    "Approvals",
    "Customers",
    "Corporates",
    "Cards",
    "Accounts",
    "Bulk work",
    "Cases",
    "Compliance",
    "Events",
    "Error codes",
    "Audit",
    "Settings",
  ],
  manager: [
    "Home",
    "Approvals",
    "Customers",
    "Corporates",
    "Cards",
    "Accounts",
    "Bulk work",
    "Events",
    "Error codes",
  ],
  support: ["Home", "Approvals", "Customers", "Cards", "Accounts", "Bulk work", "Error codes"],
  compliance: [
    "Home",
    "Approvals",
    "Customers",
    "Accounts",
    "Cases",
    "Compliance",
    "Events",
    "Error codes",
  ],
} as const;

for (const [role, labels] of Object.entries(navByRole)) {
  test(`${role} signs in and sees the ${role} navigation`, async ({ page }) => {
    await signInAs(page, role as keyof typeof navByRole);
    await expect(mainNav(page)).toHaveText([...labels]);
    // Every link leads to a real page that says what it is.
    for (const label of labels) {
      await mainNav(page).getByText(label, { exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    }
  });
}

test("a wrong password shows an error and no session", async ({ page }) => {
  await signIn(page, "manager@example.com", "not-the-password");
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "Email or password is incorrect.",
  );
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await page.goto("/customers");
  await expect(page).toHaveURL(/\/login/);
});

test("signing out ends the session", async ({ page }) => {
  await signInAs(page, "support");
  await page.getByTestId("current-role").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.goto("/cards");
  await expect(page).toHaveURL(/\/login/);
});

test("an unknown page shows the 404 page", async ({ page }) => {
  await signInAs(page, "support");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an address holding a NUL is refused in words, never with a 500", async ({ page }) => {
  await signInAs(page, "admin");
  for (const address of ["/customers?name=a%00b", "/customers/%00", "/api/search?q=ab%00cd"]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(400);
    await expect(page.getByRole("heading", { name: "Bad address" })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "home page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Bad address");
  // Not a UUID, though of a UUID's length: no such request, rather than a database error.
  const response = await page.goto(`/approvals/${"-".repeat(36)}`);
  expect(response?.status()).toBe(404);
});
