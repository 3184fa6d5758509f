"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { setUserDisabledDefinition } from "../lib/approvable-access";

/** An admin disables or re-enables another user (lib/approvable-access.ts says how). */
export const setUserDisabled = defineAction(setUserDisabledDefinition);
