import type { BenchMeasure } from "../lib/measure";
import { treeRss } from "../lib/servers";
import { round } from "../lib/stats";
import type { ServerContext } from "./context";

export const serverMemory: BenchMeasure<ServerContext> = {
  name: "server memory after the load (RSS)",
  goal: "reported; < 400 MB",
  async run({ server }) {
    const mb = round(treeRss(server.pid) / 2 ** 20, 0);
    return {
      value: mb,
      unit: "MB",
      reference: "-",
      ratio: null,
      holds: mb < 400,
      detail:
        "resident memory of the `npm start` server process and its children, read from /proc after every measure above.",
    };
  },
};
