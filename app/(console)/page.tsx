import { redirect } from "next/navigation";
import { navigationFor } from "@/features/shell/lib/navigation";
import { getCurrentUser } from "@/lib/console/auth/session";

/** The console's front door: the first section the role may use. */
export default async function Home() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  redirect(navigationFor(user.role)[0]?.href ?? "/login");
}
