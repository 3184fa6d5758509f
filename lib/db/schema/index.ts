export * from "./compliance";
export * from "./console";
export * from "./inbox";
export * from "./money";
export * from "./provider";
export * from "./directory";
