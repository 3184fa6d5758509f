import { deploymentFromEnv } from "@/lib/console/deployment";
import { serveSandbox } from "@/lib/sandbox/front-door";

// The sandbox authenticates its callers itself (API key, bearer token, signature), so this
// route is outside the console's sign-in proxy. Where it is not mounted (production without
// CONSOLE_DEMO or SANDBOX_ENABLED, or a real provider in CAMS_BASE_URL) it answers 404, as a
// path that does not exist would. In production `npm start`'s front server answers the usual
// /sandbox paths itself (instrumentation.ts); this route answers the rest, and development.
export const dynamic = "force-dynamic";

const handle = serveSandbox(() => deploymentFromEnv().sandboxMounted);

// Every method Next passes on goes to the sandbox, which knows each path's methods: OPTIONS
// names them in Allow, and any other (DELETE) is 405 with Allow, not Next's bare 405 or its
// OPTIONS that lists this file's exports for every path.
export {
  handle as DELETE,
  handle as GET,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
