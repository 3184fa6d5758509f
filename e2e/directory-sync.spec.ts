import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import {
  expectAccessible,
  openSearch,
  searchAndOpen,
  searchPalette,
  shoot,
  signInAs,
} from "./support";

// Data made at the provider through another channel (here the sandbox API, as another app would)
// reaches the directory through the sync: an admin's "Sync now" finds it at once, and the
// header's search then finds it by name. The page keeps its outcome across a reload; a rebuild
// asks first, then refills. The e2e server runs no periodic sync, so only "Sync now" can find it.

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

async function search(page: Page, query: string) {
  await openSearch(page);
  await page.keyboard.type(query);
}

test("a customer made through the sandbox API is found after Sync now; a rebuild asks first and refills", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const surname = `Elsewhere${letters(8)}`;
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({ first_name: "Ines", last_name: surname }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const option = new RegExp(`Ines ${surname}`);

  await signInAs(page, "admin");
  // Not in the directory yet: the console has seen no answer about it.
  await search(page, surname);
  await expect(searchPalette(page).getByText("Nothing found.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Settings" })
    .click();
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Directory" })
    .click();
  await expect(page).toHaveURL(/\/settings\/directory$/);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByRole("status").filter({ hasText: /new customers? found/ })).toBeVisible();
  await expect(page.getByText(/^\d+ new customers? found\.$/).first()).toBeVisible();
  await shoot(page, "settings-directory-synced");
  await expectAccessible(page);

  // Found by name from the header, by keyboard, and opened.
  await searchAndOpen(page, surname.toLowerCase(), option);
  await expect(page).toHaveURL(new RegExp(`/customers/${customerId}$`));
  await expectAccessible(page);

  // The outcome is the server's: a reload shows it, with the customers counted.
  await page.goto("/settings/directory");
  await page.reload();
  const sync = page.getByRole("region", { name: "Sync with the provider" });
  await expect(sync.getByText(/new customers? found\.|Up to date/)).toBeVisible();
  await expect(sync.getByText("Never")).toHaveCount(0);
  const contents = page.getByRole("region", { name: "Directory", exact: true });
  await expect(contents.getByText(/^[1-9][\d,. ]*$/).first()).toBeVisible();

  // Rebuild asks first; Cancel changes nothing.
  const rebuild = page.getByRole("button", { name: "Rebuild…" });
  await rebuild.click();
  const dialog = page.getByRole("dialog", { name: "Rebuild the directory?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Corporates stay");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rebuild).toBeFocused();

  await rebuild.click();
  await dialog.getByRole("button", { name: "Rebuild" }).click();
  await expect(
    page.getByText("The directory was emptied; it refills from the provider now."),
  ).toBeVisible();
  // The refill runs in the background; the page follows it until it has finished.
  await expect(contents.getByText(/customers? read$/)).toBeVisible({ timeout: 20_000 });
  await expect(sync.getByText(/Backfill finished/)).toBeVisible();
  await shoot(page, "settings-directory-rebuilt");
  await expectAccessible(page);

  // Refilled: the customer is found again.
  await search(page, surname);
  await expect(searchPalette(page).getByRole("option", { name: option })).toBeVisible();
});

test("a role without settings.manage cannot read the sync's status", async ({ page }) => {
  await signInAs(page, "support");
  const response = await page.request.get("/api/directory/sync");
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ message: "Your role cannot see this." });
});
