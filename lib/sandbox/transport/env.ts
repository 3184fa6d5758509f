import type { Db } from "@/lib/db";
import type { ApiUser } from "../auth/api-users";
import type { SandboxConfig } from "../config";
import type { RequestId } from "./request-ids";

/**
 * What the sandbox app is built from: a database, its settings and real time (fakeable in
 * tests), which the sandbox's own clock (lib/sandbox/clock) runs from.
 */
export type SandboxDeps = {
  db: () => Promise<Db>;
  config: SandboxConfig;
  now: () => Date;
};

/** Per-request values the guard sets for the operation handlers. */
export type SandboxEnv = {
  Variables: {
    apiUser: ApiUser;
    /** Real time when the request came, and the sandbox's time then (its clock, read once). */
    realNow: Date;
    now: Date;
    /** The request's X-Unique-Id, checked new for its API key. */
    requestId: RequestId;
    /** Set once the operation remembered the id: its transaction committed, or a GET answered. */
    requestIdKept: boolean;
    /** The parsed JSON body; undefined when the request had none. */
    json: unknown;
    hasBody: boolean;
  };
};
