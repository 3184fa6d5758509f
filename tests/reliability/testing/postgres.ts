// The suite's PostgreSQL: the server TEST_DATABASE_URL names (CI's), or a throw-away cluster
// this suite starts with scripts/pg-cluster.sh. Each test file gets a fresh database on it.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePort } from "@/lib/testing/free-port";

export type Cluster = { dir: string; url: string; port: number };

const script = path.resolve(import.meta.dirname, "../../../scripts/pg-cluster.sh");

/** A throw-away cluster in a new temporary folder; `stopCluster` removes it. */
export async function startCluster(port?: number): Promise<Cluster> {
  const chosen = port ?? (await freePort());
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "cams-reliability-pg-")), "cluster");
  const url = execFileSync(script, ["start", dir, String(chosen)], { encoding: "utf8" }).trim();
  return { dir, url, port: chosen };
}

export function stopCluster(cluster: Cluster): void {
  execFileSync(script, ["stop", cluster.dir]);
  rmSync(path.dirname(cluster.dir), { recursive: true, force: true });
}

/** The options scripts/pg-cluster.sh starts a cluster with, for starting it again. */
export const serverOptions = (cluster: Cluster) =>
  `-h 127.0.0.1 -p ${cluster.port} -k ${cluster.dir} -c max_connections=300 -c fsync=off`;

/** pg_ctl as the cluster's owner (the `postgres` user when the suite runs as root). */
export function pgCtl(cluster: Cluster, ...args: string[]): void {
  const bindir = execFileSync(
    "sh",
    ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"],
    {
      encoding: "utf8",
    },
  ).trim();
  const command = [`${bindir}/pg_ctl`, "-D", `${cluster.dir}/data`, ...args];
  const asOwner = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const [file, ...rest] = [...asOwner, ...command];
  execFileSync(file!, rest, { stdio: "ignore" });
}

export async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server `adminUrl` names; the sandbox migrates it on start. */
export async function createDatabase(adminUrl: string) {
  const name = `cams_reliability_${randomBytes(5).toString("hex")}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}
