import { sandboxConfigFromEnv } from "../config";
import { mountedSandbox } from "../instance";
import { demoCast, demoCorporate } from "./cast";
import { inProcessClient } from "./client";
import { type DemoData, seedDemoData } from "./seed-demo-data";

const globalForDemo = globalThis as typeof globalThis & { __camsDemoData?: Promise<void> };

function summary(made: DemoData): string {
  const people = Object.values(demoCast).map((p) => `${p.first_name} ${p.last_name}`);
  return (
    `[demo] seeded the sandbox: ${people.join(", ")}; ` +
    `${demoCorporate.name} at /corporates/${made.corporateId}`
  );
}

/**
 * Seeds the mounted sandbox's demo data in the background, once per process: the server serves
 * meanwhile, and a failure is logged, never fatal. Its webhooks wait in the outbox until the
 * dispatcher reaches this server's receiver. `seeded` is given what was made, for the caller to
 * tell the console (the sandbox knows nothing of it): answers once both are done.
 */
export function startDemoDataSeed(seeded: (made: DemoData) => Promise<void>): Promise<void> {
  globalForDemo.__camsDemoData ??= seedDemoData(
    inProcessClient(mountedSandbox(), sandboxConfigFromEnv()),
  )
    .then(async (made) => {
      if (!made) return console.log("[demo] sandbox has customers; demo data skipped");
      console.log(summary(made));
      await seeded(made);
    })
    .catch((error) => console.error("[demo] seeding the sandbox's demo data failed:", error));
  return globalForDemo.__camsDemoData;
}
