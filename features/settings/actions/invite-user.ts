"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { inviteUserDefinition } from "../lib/approvable";

/** An admin invites a person by email, name and role (lib/approvable.ts says how). */
export const inviteUser = defineAction(inviteUserDefinition);
