import { redirect } from "next/navigation";
import { homePath } from "@/features/shell/server";

/** The console's front door: the first section the role may use. */
export default async function Home() {
  redirect(await homePath());
}
