import { overBudget, readJsBudget } from "../bench/lib/js-budget";
import { measureRouteJs } from "../bench/lib/js-size";
import { expect, test } from "./fixtures";
import { anonymousCustomer, physicalCardItem, sandboxApi } from "./sandbox-api";
import { expectAccessible, signInAs } from "./support";

// The browser's performance budget (issue 18, item 3): each route's first-load JavaScript,
// compressed as the server sends it, stays within bench/js-budget.json. JS_BUDGET_FILE points
// the test at another budget (a tiny one shows it fails).
test("each route's first-load JavaScript stays within its budget", async ({
  page,
  request,
  serverURL,
}) => {
  const budget = readJsBudget();
  const api = await sandboxApi(request);
  const created = await api.call(
    "POST",
    "/customers",
    anonymousCustomer({
      first_name: "Budget",
      last_name: "Measure",
      accounts: [{ currency: "EUR" }],
      cards: [physicalCardItem],
    }),
  );
  expect(created.status).toBe(201);
  const customerId = created.body.customer_id as string;
  const accountId = created.body.accounts[0].account_id as string;
  const cardId = created.body.cards[0].card_id as string;

  await page.goto("/login");
  await expectAccessible(page);
  await signInAs(page, "admin");
  await expectAccessible(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

  const concrete: Record<string, string> = {
    "/login": "/login",
    "/customers": "/customers",
    "/customers/[customerId]": `/customers/${customerId}`,
    "/customers/[customerId]/accounts/[accountId]": `/customers/${customerId}/accounts/${accountId}`,
    "/customers/[customerId]/accounts/[accountId]/transactions": `/customers/${customerId}/accounts/${accountId}/transactions`,
    "/cards/[cardId]": `/cards/${cardId}`,
    "/compliance": "/compliance",
  };
  const measured: Record<string, number> = {};
  for (const route of Object.keys(budget.routes)) {
    const path = concrete[route];
    if (!path) continue; // overBudget reports it as not measured
    const js = await measureRouteJs(serverURL, path, route === "/login" ? undefined : cookie);
    expect(js.status, `${path} answers`).toBe(200);
    measured[route] = js.compressedBytes;
    console.log(
      `${route}: ${(js.compressedBytes / 1024).toFixed(1)} kB (budget ${budget.routes[route]!.budgetKb} kB, goal ${budget.goalKb} kB)`,
    );
  }
  expect(overBudget(budget, measured)).toEqual([]);
});
