import type { Db } from "@/lib/db";
import type { SandboxConfig } from "./config";

/** What every domain service gets: the transaction to work in, the clock and the settings. */
export type SandboxContext = {
  /** The current transaction: every state change of one request commits or rolls back together. */
  db: Db;
  config: SandboxConfig;
  now: Date;
};
