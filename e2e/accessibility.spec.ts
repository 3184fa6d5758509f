import type { APIRequestContext, Page } from "@playwright/test";
import { can, type Permission, type Role } from "../lib/console/auth/permissions";
import { expect, test } from "./fixtures";
import { kycCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, shoot, signInAs } from "./support";

// Every page, as an admin sees it: axe finds nothing, no developer text (snake_case names, zod's
// "Invalid input", PATCH, PUT, request_position_index) is on screen, and at 1024 px the page
// itself never scrolls sideways (wide tables scroll inside their frame). An admin holds every
// permission but working a case, so their view of a page holds every other role's controls; the
// pages a role sees differently (`alsoAs`) get the same checks as that role, and every other page
// a role may reach must answer it 200. Checking every page as all four roles was a fifth of the
// whole end-to-end run for little more than the navigation's shorter lists.

// The longest file of the run (a role's sweep takes minutes): its tests share the workers, each
// on the data its own worker's server holds (testData, made once per worker). Within a worker
// they still run in this file's order.
test.describe.configure({ mode: "parallel" });

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );

/** One of each thing a page shows: a KYC customer with money and cards, a held one, a corporate. */
async function createData(request: APIRequestContext) {
  const api = await sandboxApi(request);
  const created = await api.call(
    "POST",
    "/customers",
    kycCustomer({
      last_name: `Words${letters(6)}`,
      identifications: [{ type: "NationalId", value: `N${letters(10).toUpperCase()}` }],
      mobile_number: "+4915112345678",
      accounts: [
        { currency: "EUR", assign_account_identifier: true },
        { currency: "EUR", assign_account_identifier: true },
      ],
      cards: [
        { ...physicalCardItem, card_type: "Virtual" },
        { ...physicalCardItem },
        { ...physicalCardItem, card_type: "Virtual" },
      ],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const accountId = created.body.accounts[0].account_id as string;
  const [virtualCard, physicalCard, blockedCard] = (
    created.body.cards as { card_id: string }[]
  ).map((card) => card.card_id);
  expect(
    (
      await api.call("POST", `/accounts/${accountId}/credit`, {
        amount: 250,
        transaction_code: "CashLoad",
      })
    ).status,
  ).toBe(201);
  for (const [amount, merchant] of [
    [12.5, "GROCER"],
    [900, "JEWELLER"],
  ] as const) {
    await api.call("POST", `/simulate/cards/${virtualCard}/authorization`, {
      amount,
      merchant_category_code: "5411",
      merchant_id: merchant,
      terminal_id: "T-77",
      terminal_location: "DE",
      card_acceptor_id: `${merchant}-ACQ`,
    });
  }
  // The second virtual card is blocked: its page shows the blocked state.
  expect((await api.call("POST", `/cards/${blockedCard}/block`, {})).status).toBe(200);

  const held = await api.call("POST", "/customers", {
    first_name: "Nina",
    last_name: `Held${letters(6)}`,
    kyc_level: "Anonymous",
    nationality: "DE",
  });
  const heldId = held.body.customer_id as string;
  await api.call("POST", `/simulate/customers/${heldId}/aml`, { status: "OnHold" });
  await api.call("POST", `/simulate/customers/${heldId}/verification`, {
    status: "Rejected",
    reject_reason: ["BadRequest|document blurry"],
  });

  const corporate = await api.call("POST", "/corporates", {
    name: "Acme Trading Ltd",
    registration_number: `IE-${letters(6)}`,
    tax_residency: "IE",
    address: { line_1: "1 Company Road", city: "Dublin", postal_code: "D02 X285", country: "IE" },
  });
  const corporateId = corporate.body.corporate_id as string;
  const opened = await api.call("POST", `/corporates/${corporateId}/accounts`, [
    { currency: "EUR", assign_account_identifier: true },
  ]);
  const corporateAccountId = opened.body.accounts[0].account_id as string;
  await api.call("POST", `/simulate/accounts/${corporateAccountId}/incoming-payment`, {
    amount: 100,
    debtor_name: "Max Mustermann",
    debtor_iban: "DE89370400440532013000",
  });
  return {
    customerId,
    accountId,
    virtualCard,
    physicalCard,
    blockedCard,
    heldId,
    corporateId,
    corporateAccountId,
  };
}

type Data = Awaited<ReturnType<typeof createData>>;
let data: Promise<Data> | undefined;
/** Made once per worker (on its own server), by whichever test needs it first. */
function testData(request: APIRequestContext): Promise<Data> {
  data ??= createData(request);
  return data;
}

/**
 * `alsoAs`: the roles that see this page in a way an admin's view does not contain (their own
 * home tiles, a compliance officer's working controls), so the full checks run as them too.
 */
type Visit = { path: string; permission: Permission; readOnly?: boolean; alsoAs?: Role[] };

function pages(d: Data): Visit[] {
  const customer = `/customers/${d.customerId}`;
  const account = `${customer}/accounts/${d.accountId}`;
  return [
    {
      path: "/",
      permission: "errorCodes.view",
      readOnly: true,
      alsoAs: ["manager", "support", "compliance"],
    },
    { path: "/customers", permission: "customers.view", readOnly: true },
    { path: customer, permission: "customers.view", readOnly: true },
    { path: `/customers/${d.heldId}`, permission: "customers.view", readOnly: true },
    { path: account, permission: "customers.view" },
    { path: `${account}/transactions`, permission: "customers.view", readOnly: true },
    { path: "/customers/new", permission: "customers.onboard" },
    { path: `${customer}/profile`, permission: "customers.editProfile" },
    { path: `${customer}/identifications`, permission: "customers.editProfile" },
    { path: `${customer}/addresses`, permission: "customers.editContact" },
    { path: `${customer}/phones`, permission: "customers.editContact" },
    { path: `${customer}/accounts/new`, permission: "customers.onboard" },
    { path: `${customer}/cards/new`, permission: "cards.issue" },
    { path: `${customer}/beneficiaries/new`, permission: "beneficiaries.manage" },
    { path: "/corporates", permission: "corporates.view", readOnly: true },
    { path: `/corporates/${d.corporateId}`, permission: "corporates.view", readOnly: true },
    { path: "/corporates/new", permission: "corporates.manage" },
    { path: `/corporates/${d.corporateId}/edit`, permission: "corporates.manage" },
    { path: `/corporates/${d.corporateId}/accounts/new`, permission: "corporates.manage" },
    {
      path: `/corporates/${d.corporateId}/accounts/${d.corporateAccountId}`,
      permission: "corporates.view",
    },
    {
      path: `/corporates/${d.corporateId}/accounts/${d.corporateAccountId}/transactions`,
      permission: "corporates.view",
      readOnly: true,
    },
    { path: "/cards", permission: "cards.view", readOnly: true },
    { path: "/cards?status=03,04&sort=status&dir=desc", permission: "cards.view", readOnly: true },
    { path: "/accounts", permission: "customers.view", readOnly: true },
    // Filters that cannot be used: each message beside its field.
    {
      path: "/customers?name=a&status=Sleeping&created_from=2026-02-02&created_to=2026-02-01",
      permission: "customers.view",
      readOnly: true,
    },
    { path: `/cards/${d.virtualCard}`, permission: "cards.view" },
    { path: `/cards/${d.physicalCard}`, permission: "cards.view" },
    { path: `/cards/${d.blockedCard}`, permission: "cards.view" },
    { path: `/cards/${d.virtualCard}/transactions`, permission: "cards.view", readOnly: true },
    { path: `/cards/${d.physicalCard}/spend-controls`, permission: "spendControls.view" },
    { path: "/compliance", permission: "compliance.review", readOnly: true },
    { path: "/cases?view=open", permission: "cases.view", readOnly: true, alsoAs: ["compliance"] },
    { path: `${customer}/cases/new`, permission: "cases.open" },
    { path: `/compliance/${d.heldId}`, permission: "compliance.review", alsoAs: ["compliance"] },
    { path: "/events", permission: "events.view", readOnly: true },
    { path: "/error-codes", permission: "errorCodes.view", readOnly: true },
    { path: "/audit", permission: "audit.view", readOnly: true },
    { path: "/bulk", permission: "bulk.use" },
    { path: "/views", permission: "savedViews.manage", readOnly: true },
    { path: "/security", permission: "security.self" },
    { path: "/settings", permission: "settings.manage" },
    { path: "/settings/provider", permission: "settings.manage" },
    { path: "/settings/directory", permission: "settings.manage" },
    { path: "/settings/sandbox", permission: "settings.manage" },
    { path: "/approvals", permission: "approvals.view", readOnly: true },
    { path: "/settings/approvals", permission: "settings.manage" },
    { path: "/settings/approvals?edit=debit", permission: "settings.manage" },
    { path: "/settings/cases", permission: "settings.manage" },
  ];
}

/** Text a developer would write and a user should never read. */
async function expectPlainWords(page: Page) {
  const labels = await page
    .locator("h1, h2, h3, h4, label, legend, th, button, [role=tab], option, dt, summary")
    .allInnerTexts();
  for (const text of labels) {
    expect(text, `a label on ${page.url()}`).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  }
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not hidden text
  const body = await page.locator("body").innerText();
  for (const raw of [
    /Invalid input/,
    /request_position_index/,
    /\bPATCH\b/,
    /\bPUT\b/,
    /\b(?:kyc_level|transaction_code|payment_status|reason_code)\b/,
    /\b[a-z]+\.[a-z]+_[a-z_]+\b/, // an audit action name such as compliance.record_decision
    /\b(?:Employee_Worker|LessThan500|1501To2000|ReceiveSalary|OnHold|AccountLoad|CashLoad)\b/,
  ]) {
    expect(body, `the text of ${page.url()}`).not.toMatch(raw);
  }
}

/**
 * No visible text shows a UUID where a name belongs: an id is in a copy control (its title and
 * data), a link's title, or a signed body shown verbatim, never read on the page by itself.
 */
async function expectNoBareIds(page: Page, path: string) {
  const bare = await page.evaluate(() => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!uuid.test(text) || !parent) continue;
      if (parent.closest("[data-copy-id], [data-verbatim], script, style, template")) continue;
      if (!parent.checkVisibility()) continue;
      found.push(text.trim().slice(0, 120));
    }
    return found;
  });
  expect(bare, `bare ids on ${path}`).toEqual([]);
}

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
}

// The admin's sweep is split into this many tests, each taking every PARTS-th page, so the two
// workers share it evenly and a test stays within its timeout on a busy machine.
const PARTS = 2;

// A browser in German: dates and amounts follow it, and the server's render matches the browser's
// (a hydration mismatch would be a React error on the page).
test.describe("in the user's locale", () => {
  test.use({ locale: "de-DE" });
  for (let part = 1; part <= PARTS; part++) {
    test(`admin (part ${part} of ${PARTS}): every page passes axe, reads in plain words and fits 1024 px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const visits = pages(await testData(request)).filter((_, i) => i % PARTS === part - 1);
      await sweep(page, "admin", visits);
    });
  }
  for (const role of ["manager", "support", "compliance"] as const) {
    test(`${role}: every page it may reach answers, and the pages it sees its own way pass the same checks`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const reachable = pages(await testData(request)).filter((visit) =>
        can(role, visit.permission),
      );
      await sweep(
        page,
        role,
        reachable.filter((visit) => visit.alsoAs?.includes(role)),
      );
      for (const visit of reachable.filter((v) => !v.alsoAs?.includes(role))) {
        // Some pages redirect on (a new form to its draft); none of them to the sign-in page.
        const response = await page.request.get(visit.path);
        expect(
          [response.status(), new URL(response.url()).pathname === "/login"],
          `${visit.path} as ${role}`,
        ).toEqual([200, false]);
      }
    });
  }
});

/** Checks each visit as the role, every problem reported at once rather than the first one. */
async function sweep(page: Page, role: Role, visits: Visit[]) {
  await signInAs(page, role);
  // Two tabs of one session take turns through the pages, as an operator's tabs would: most of
  // a visit is waiting (for the network to go quiet, for the server), so the waits overlap.
  const tabs = [page, await page.context().newPage()];
  const browserErrors: string[] = [];
  for (const tab of tabs) tab.on("pageerror", (error) => browserErrors.push(error.message));
  const problems: string[] = [];
  await Promise.all(
    tabs.map(async (tab, t) => {
      for (const visit of visits.filter((_, i) => i % tabs.length === t)) {
        await test.step(visit.path, async () => {
          try {
            await checkPage(tab, visit);
          } catch (error) {
            problems.push(`${visit.path}: ${(error as Error).message}`);
          }
        });
      }
    }),
  );
  expect(problems).toEqual([]);
  expect(browserErrors).toEqual([]);
}

async function checkPage(page: Page, visit: Visit) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.goto(visit.path);
  expect(response?.status(), visit.path).toBe(200);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
  await expectPlainWords(page);
  await expectNoBareIds(page, visit.path);
  // The page is written in the browser's language: its dates and amounts follow it.
  expect(await page.locator("html").getAttribute("lang")).toBe(
    await page.evaluate(() => navigator.language),
  );
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await scrollWidth(page), `${visit.path} at 1024 px`).toBeLessThanOrEqual(1024);
  if (visit.readOnly) {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await scrollWidth(page), `${visit.path} at 390 px`).toBeLessThanOrEqual(390);
  }
}

test("the audit table fits a 1366 px screen", async ({ page, request }) => {
  await testData(request);
  await signInAs(page, "admin");
  await page.setViewportSize({ width: 1366, height: 800 });
  // Sign-ins included: on a fresh server they may be the only entries.
  await page.goto("/audit?kind=everything");
  const frame = page.locator("table").first().locator("xpath=..");
  const [inner, outer] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(inner).toBeLessThanOrEqual(outer);
  await shoot(page, "audit-1366");
});

test("the money tabs move with the arrow keys; focus goes to the result after confirm", async ({
  page,
  request,
}) => {
  const d = await testData(request);
  await signInAs(page, "manager", `/customers/${d.customerId}/accounts/${d.accountId}`);
  const tab = (name: string) => page.getByRole("tab", { name });
  await tab("Credit").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Debit")).toBeFocused();
  await expect(tab("Debit")).toHaveAttribute("aria-selected", "true");
  await expect(tab("Credit")).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("End");
  await expect(tab("SEPA transfer")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Credit")).toBeFocused();
  await expect(tab("Credit")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab("SEPA transfer")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tab("Credit")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Amount")).toBeFocused();

  // Review, cancel: focus is back on the button that opened the question.
  await page.getByLabel("Amount").fill("10");
  await page.getByRole("button", { name: /^Review credit/ }).click();
  await expect(page.getByRole("alertdialog")).toBeFocused();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: /^Review credit/ })).toBeFocused();
  // Review, confirm: focus is on the result.
  await page.getByRole("button", { name: /^Review credit/ }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Credit/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Transaction id" })).toBeFocused();
});

test("a refusal stays inline until dismissed, its code a detail apart from the sentence", async ({
  page,
  browser,
  request,
}) => {
  const d = await testData(request);
  // Another customer holds this document: the provider refuses it (4224001) on the value field.
  const api = await sandboxApi(request);
  const taken = `T${letters(10).toUpperCase()}`;
  const other = await api.call("POST", "/customers", {
    first_name: "Otto",
    last_name: `Other${letters(6)}`,
    kyc_level: "SDD",
    nationality: "DE",
    identifications: [{ type: "NationalId", value: taken }],
  });
  expect(other.status).toBe(201);
  await signInAs(page, "manager", `/customers/${d.customerId}/identifications`);
  await page.getByLabel("Identification value").fill(taken);
  await page.getByRole("button", { name: "Save National ID" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Code 4224001" });
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText("4224001:");
  await expect(alert).not.toContainText("(error");
  await shoot(page, "refusal-inline");
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toBeHidden();

  // The audit log says what was refused, and on which customer. In a fresh browser context: a
  // late answer to the manager's page (its notification poll, say) sets the manager's session
  // cookie again, and in the same context it replaced the admin's (a CI failure).
  // (Made in a test, it gets the test's options: this worker's server as its baseURL.)
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, "admin", "/audit?outcome=failure");
  const entry = admin.getByRole("row").filter({ hasText: "Identification changed" }).first();
  await expect(entry).toContainText("Refused");
  // By name (issue 25), the id one click away.
  await expect(entry.getByRole("link", { name: /^Jane Words/ })).toHaveAttribute(
    "href",
    `/customers/${d.customerId}`,
  );
  await expect(entry.getByRole("button", { name: "Copy id of the customer" })).toHaveAttribute(
    "data-copy-id",
    d.customerId,
  );
  await admin.context().close();

  // The SEPA form's empty IBAN says whose IBAN is missing, on the field (the manager's page).
  await page.goto(`/customers/${d.customerId}/accounts/${d.accountId}`);
  await page.getByRole("tab", { name: "SEPA transfer" }).click();
  await page.getByLabel("Amount").fill("1");
  await page.getByRole("button", { name: /^Review/ }).click();
  await expect(page.getByText("Enter the creditor's IBAN")).toBeVisible();
});
