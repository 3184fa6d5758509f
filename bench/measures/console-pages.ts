import { consolePage } from "../lib/console-pages";
import type { BenchMeasure } from "../lib/measure";
import type { ServerContext } from "./context";

/** The console pages measured, each with a text its content must hold. */
export const pages: { label: string; route: (ctx: ServerContext) => string; needle: string }[] = [
  { label: "/customers", route: () => "/customers", needle: "Customers" },
  {
    label: "a customer",
    route: ({ big }) => `/customers/${big.customerId}`,
    needle: "Millionrows",
  },
  {
    label: "an account",
    route: ({ big }) => `/customers/${big.customerId}/accounts/${big.accountId}`,
    needle: "Millionrows",
  },
  {
    label: "its transactions",
    route: ({ big }) => `/customers/${big.customerId}/accounts/${big.accountId}/transactions`,
    needle: "bench debit",
  },
  { label: "a card", route: ({ big }) => `/cards/${big.cardId}`, needle: "BENCH CARD" },
  { label: "/compliance", route: () => "/compliance", needle: "Compliance" },
];

/** Each page's server time to settle, and the provider calls it makes: a measure a page. */
export const consolePages: BenchMeasure<ServerContext>[] = pages.map(
  ({ label, route, needle }) => ({
    name: `console page ${label}: server time to settle, p50`,
    goal: "< 300 ms to settle; calls concurrent",
    run: (ctx) => consolePage(ctx.server.baseUrl, ctx.session(), route(ctx), needle, ctx.callLog),
  }),
);
