// The fuzz's seed. By default it comes from the commit under test, so one commit always gets one
// verdict (CI's included); SEED=… replays a run, and SEED=random explores a new one, outside CI.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/** For a tree without git (an unpacked archive): still one seed, the same every time. */
const NO_GIT_SEED = 20_261_126;

export type FuzzSeed = { seed: number; from: string };

/** The commit id hashed to an unsigned 32-bit number. */
export function seedOfCommit(commit: string): number {
  return createHash("sha256").update(commit).digest().readUInt32BE(0);
}

export function fuzzSeed(given = process.env.SEED): FuzzSeed {
  if (given === "random") {
    return { seed: Math.floor(Math.random() * 2 ** 32), from: "SEED=random" };
  }
  if (given) {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed))
      throw new Error(`SEED must be an integer or "random": ${given}`);
    return { seed, from: "SEED" };
  }
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return { seed: seedOfCommit(commit), from: `commit ${commit.slice(0, 12)}` };
  } catch {
    return { seed: NO_GIT_SEED, from: "no git: the fixed seed" };
  }
}
