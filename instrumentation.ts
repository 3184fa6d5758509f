export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Warm the database (PGlite start-up and migrations) before the first request needs it.
  const { bootstrapOrExit } = await import("./lib/bootstrap");
  await bootstrapOrExit();
}
