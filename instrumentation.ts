export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Warm the database (PGlite start-up and migrations) before the first request needs it.
  const { bootstrapOrExit } = await import("./lib/bootstrap");
  const { runDueApprovals } = await import("./features/approvals/server");
  const { runDueBatches } = await import("./features/bulk/server");
  await bootstrapOrExit({ runDueApprovals, runDueBatches });
  // For `npm start`'s front server (scripts/server.mjs), which answers /sandbox without Next.
  const { deploymentFromEnv } = await import("./lib/console/deployment");
  const { publishSandboxListener, serveSandbox } = await import("./lib/sandbox/front-door");
  publishSandboxListener(serveSandbox(() => deploymentFromEnv().sandboxMounted));
}
