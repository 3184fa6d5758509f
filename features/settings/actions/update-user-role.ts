"use server";

import { updateUserRoleDefinition } from "@/features/settings/lib/approvable";
import { defineAction } from "@/lib/console/actions/define-action";

/** An admin changes another user's role; never their own. */
export const updateUserRole = defineAction(updateUserRoleDefinition);
