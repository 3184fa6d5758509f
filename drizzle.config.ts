import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./lib/db/schema/*.ts", "./lib/sandbox/tables/!(*.test).ts"],
  out: "./drizzle",
  schemaFilter: ["console", "sandbox"],
});
