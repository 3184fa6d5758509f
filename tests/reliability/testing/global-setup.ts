// Runs once for the suite: names the PostgreSQL server the test files create their databases
// on, starting a throw-away cluster when TEST_DATABASE_URL does not name one.
import type { TestProject } from "vitest/node";
import { type Cluster, startCluster, stopCluster } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    adminUrl: string;
    /** The suite's own cluster, which it may restart; null on a server it was given. */
    ownCluster: Cluster | null;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  const port = process.env.RELIABILITY_PG_PORT
    ? Number(process.env.RELIABILITY_PG_PORT)
    : undefined;
  const cluster = given ? null : await startCluster(port);
  project.provide("adminUrl", given ?? cluster!.url);
  project.provide("ownCluster", cluster);
  return () => {
    if (cluster) stopCluster(cluster);
  };
}
