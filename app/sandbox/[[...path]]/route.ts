import { mountedSandbox } from "@/lib/sandbox/instance";

// The sandbox authenticates its callers itself (API key, bearer token, signature), so this
// route is outside the console's sign-in proxy.
export const dynamic = "force-dynamic";

function handle(request: Request) {
  return mountedSandbox().fetch(request);
}

export { handle as GET, handle as PATCH, handle as POST, handle as PUT };
