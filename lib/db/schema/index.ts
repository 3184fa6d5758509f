export * from "./compliance";
export * from "./console";
export * from "./directory";
export * from "./inbox";
export * from "./money";
export * from "./provider";
