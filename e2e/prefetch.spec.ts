import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { anonymousCustomer, sandboxApi } from "./sandbox-api";
import { expectAccessible, signInAs } from "./support";

// A page's links fetch their pages when the user points at or focuses one, not all at once when
// they come into view (components/ui/link.tsx): a console page used to cost the server 14
// prefetch renders for its navigation and one more per row of its list.

/** The pages the browser prefetches from now on, by path. */
function prefetchedPaths(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("a list's links are prefetched only when pointed at or focused, and still lead to their page", async ({
  page,
}) => {
  const api = await sandboxApi(page.request);
  // Names are letters only (the spec's name rule).
  const lastName = `Prefetch${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const created = await api.call("POST", "/customers", anonymousCustomer({ last_name: lastName }));
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;

  await signInAs(page, "manager");
  // Where signing in left the pointer is over no link of the next page, whatever its layout.
  await page.mouse.move(0, 0);
  const prefetched = prefetchedPaths(page);
  await page.goto(`/customers?last_name=${lastName}`);
  const row = page.getByRole("link", { name: new RegExp(lastName) });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  // The navigation's dozen links and the row's are all in view: none is fetched.
  expect(prefetched).toEqual([]);

  const cards = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cards" });
  await cards.hover();
  await expect.poll(() => prefetched).toContain("/cards");
  expect(prefetched).not.toContain(`/customers/${customerId}`);

  // The keyboard's way of pointing: focus.
  await row.focus();
  await expect.poll(() => prefetched).toContain(`/customers/${customerId}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/customers/${customerId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lastName);
  await expectAccessible(page);
});
