import { expect, test } from "./fixtures";
import { kycCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import {
  expectAccessible,
  openSearch,
  searchAndOpen,
  searchPalette,
  shoot,
  signInAs,
} from "./support";

// The header's search, by keyboard alone: Ctrl+K opens it, typing asks once typing pauses, the
// arrow keys choose and Enter opens. It finds by each key the issue names.

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );
const digits = (n: number) =>
  Array.from({ length: n }, () => String(Math.floor(Math.random() * 10))).join("");

test("finds a customer, its account and its card by every key, by keyboard alone", async ({
  page,
  request,
}) => {
  const api = await sandboxApi(request);
  const surname = `Lumière${letters(6)}`;
  const email = `renee.${letters(8)}@example.test`;
  const phone = `+49151${digits(8)}`;
  const document = `P${letters(9).toUpperCase()}`;
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      first_name: "Renée",
      last_name: surname,
      email,
      identifications: [{ type: "Passport", value: document }],
      mobile_number: phone,
      accounts: [{ currency: "EUR", assign_account_identifier: true }],
      cards: [{ ...physicalCardItem, card_type: "Virtual" }],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const account = created.body.accounts[0] as { account_id: string; account_identifier: string };
  const card = created.body.cards[0] as { card_id: string; last_four: string };
  const name = `Renée ${surname}`;
  const customerPage = new RegExp(`/customers/${customerId}$`);

  await signInAs(page, "admin");
  // Made through the sandbox API, not the console: the first page that reads it records it.
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(surname);
  // The header's box, closed, on a page as every page has it.
  await expect(page.getByRole("button", { name: /Find customers, cards, IBANs/ })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/");

  // One character is not sent: the box says what it needs.
  await openSearch(page);
  await page.keyboard.type("r");
  await expect(searchPalette(page).getByRole("status")).toHaveText("Type at least 2 characters");
  await expectAccessible(page);
  // Escape closes it and focus goes back where it was.
  await page.keyboard.press("Escape");
  await expect(searchPalette(page)).toBeHidden();

  // Partial name, without the accents and in another case.
  await searchAndOpen(page, `LUMIERE${surname.slice(7, 11)}`, new RegExp(name));
  await expect(page).toHaveURL(customerPage);

  await openSearch(page);
  await page.keyboard.type(surname.slice(0, 9).toLowerCase());
  await expect(searchPalette(page).getByRole("option", { name: new RegExp(name) })).toBeVisible();
  await expect(searchPalette(page).getByRole("group", { name: "Customers" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "global-search-open", { fullPage: false });
  await page.keyboard.press("Escape");

  await searchAndOpen(page, email.toUpperCase(), new RegExp(name));
  await expect(page).toHaveURL(customerPage);

  await searchAndOpen(
    page,
    `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
    new RegExp(name),
  );
  await expect(page).toHaveURL(customerPage);

  // The IBAN as people write it, in groups of four.
  const spaced = account.account_identifier.replace(/(.{4})/g, "$1 ").trim();
  await searchAndOpen(page, spaced, new RegExp(account.account_identifier));
  await expect(page).toHaveURL(
    new RegExp(`/customers/${customerId}/accounts/${account.account_id}$`),
  );

  await searchAndOpen(page, card.last_four, new RegExp(`•••• ${card.last_four}.*${name}`));
  await expect(page).toHaveURL(new RegExp(`/cards/${card.card_id}$`));

  await searchAndOpen(page, customerId, new RegExp(name));
  await expect(page).toHaveURL(customerPage);

  // Identification value: the directory does not hold it, the provider is asked.
  await searchAndOpen(page, document, new RegExp(name));
  await expect(page).toHaveURL(customerPage);
});

test("a support agent is not offered what they may not open", async ({ page, request }) => {
  const api = await sandboxApi(request);
  const corporate = await api.call("POST", "/corporates", {
    name: `Hidden ${letters(8)} GmbH`,
    tax_residency: "DE",
    address: { line_1: "1 Main Street", city: "Berlin", postal_code: "10115", country: "DE" },
  });
  expect(corporate.status).toBe(201);
  const corporateId = corporate.body.corporate_id as string;
  // The admin opens it, so the directory holds it.
  await signInAs(page, "admin", `/corporates/${corporateId}`);
  await searchAndOpen(page, corporateId, /Hidden/);
  await expect(page).toHaveURL(new RegExp(`/corporates/${corporateId}$`));

  await page.context().clearCookies();
  await signInAs(page, "support");
  // An id is pasted, not typed.
  const box = await openSearch(page);
  await box.fill(corporateId);
  await expect(box).toHaveValue(corporateId);
  const palette = searchPalette(page);
  // The answer to the id, not the box's idle or waiting words.
  await expect(palette.getByRole("status")).not.toHaveText(/^(Search by|Searching)/);
  await expect(palette.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
  // Whatever else other tests' data makes an id find, never the corporate or its group: the
  // failure then names what was offered.
  await expect(palette.getByRole("group", { name: "Corporates" })).toHaveCount(0);
  await expect(palette.getByRole("option", { name: /Hidden/ })).toHaveCount(0);
});

test("a pasted page of text is refused in words at once, by the box and by /api/search", async ({
  page,
}) => {
  const pasted = "Lorem ipsum ".repeat(512);
  await signInAs(page, "support");
  const box = await openSearch(page);
  await box.fill(pasted);
  // The box says why under the field, and sends nothing.
  await expect(searchPalette(page).getByRole("status")).toHaveText(
    "Use at most 100 characters: this has 6,143.",
  );
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await box.fill("one two three four five six seven");
  await expect(searchPalette(page).getByRole("status")).toHaveText(
    "Use at most 6 words: this has 7.",
  );
  await page.keyboard.press("Escape");

  // Asked directly, the server refuses it the same way, without searching.
  const started = Date.now();
  const answer = await page.request.get(`/api/search?q=${encodeURIComponent(pasted)}`);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({
    ok: false,
    message: "Use at most 100 characters: this has 6,143.",
  });
  expect(Date.now() - started).toBeLessThan(2_000);
});
