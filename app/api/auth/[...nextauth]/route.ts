import { handlers } from "@/lib/console/auth";

export const { GET, POST } = handlers;
