import { measureRouteJs } from "../lib/js-size";
import type { BenchMeasure } from "../lib/measure";
import { round } from "../lib/stats";
import { pages } from "./console-pages";
import type { ServerContext } from "./context";

const login = { label: "/login", route: () => "/login" };

/** The JavaScript each page loads first, gzip as served: a measure a page, /login first. */
export const firstLoadJs: BenchMeasure<ServerContext>[] = [login, ...pages].map(
  ({ label, route }) => ({
    name: `first-load JS ${label}`,
    goal: "≤ 150 kB",
    async run(ctx) {
      const path = route(ctx);
      const cookie = path === "/login" ? undefined : ctx.session();
      const js = await measureRouteJs(ctx.server.baseUrl, path, cookie);
      if (js.status !== 200) throw new Error(`${path} answered ${js.status}`);
      const kb = round(js.compressedBytes / 1024, 1);
      return {
        value: kb,
        unit: "kB",
        reference: "-",
        ratio: null,
        holds: kb <= 150,
        detail: `${js.scripts} scripts, ${round(js.rawBytes / 1024, 0)} kB uncompressed, gzip as served.`,
      };
    },
  }),
);
