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
 * dispatcher reaches this server's receiver.
 */
export function startDemoDataSeed(): void {
  globalForDemo.__camsDemoData ??= seedDemoData(
    inProcessClient(mountedSandbox(), sandboxConfigFromEnv()),
  ).then(
    (made) => console.log(made ? summary(made) : "[demo] sandbox has customers; demo data skipped"),
    (error) => console.error("[demo] seeding the sandbox's demo data failed:", error),
  );
}
