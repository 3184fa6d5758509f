"use server";

import { rotateProviderPasswordDefinition } from "@/features/settings/lib/approvable";
import { defineAction } from "@/lib/console/actions/define-action";

/** POST /manage/password: the console's provider password, rotated; never shown again. */
export const rotateProviderPassword = defineAction(rotateProviderPasswordDefinition);
