// Gives a fresh clone what `next dev` needs without any setup: an AUTH_SECRET for development,
// kept in .env.local (git-ignored) so sessions survive restarts. An exported AUTH_SECRET wins.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const file = ".env.local";
const present = existsSync(file) && /^AUTH_SECRET=/m.test(readFileSync(file, "utf8"));
if (!process.env.AUTH_SECRET && !present) {
  appendFileSync(
    file,
    `\n# Written by scripts/prepare-dev.mjs for development only.\nAUTH_SECRET=${randomBytes(33).toString("base64")}\n`,
  );
  console.log("[dev] wrote a development AUTH_SECRET to .env.local");
}
