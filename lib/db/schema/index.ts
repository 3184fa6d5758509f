export * from "./beneficiaries";
export * from "./compliance";
export * from "./console";
export * from "./inbox";
export * from "./money";
export * from "./onboarding";
export * from "./products";
export * from "./provider";
