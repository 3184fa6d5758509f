import type { Pool } from "pg";
import type { SandboxClient } from "../lib/sandbox-client";
import type { Server } from "../lib/servers";

/** What a measure on the throw-away cluster is given: its URL, a pool on it, a scratch folder. */
export type ClusterContext = { url: string; pool: Pool; tmp: string };

/** The `npm start` server on that cluster, the accounts made and seeded for the measures. */
export type ServerContext = ClusterContext & {
  /** The server now: `restart` replaces it. */
  server: Server;
  /** Kills the server as a crash would and starts another on the same database. */
  restart: () => Promise<void>;
  client: SandboxClient;
  /** Where the server logs each provider call it makes (bench/provider-call-log.cjs). */
  callLog: string;
  /** PostgreSQL's own tpcb-like rate on the same cluster: what the throughputs are held to. */
  ceiling: number;
  /** One funded account per client. */
  spread: string[];
  /** One funded account all clients share. */
  hot: string;
  /** A funded account with no history, beside `big`. */
  fresh: string;
  /** A customer whose account (and card) holds the seeded transactions. */
  big: { customerId: string; accountId: string; cardId?: string };
  /** The seeded customers' identification values, each found once. */
  identifications: string[];
  /** The console's session cookie; throws why signing in failed. */
  session: () => string;
};
