export * from "./compliance";
export * from "./console";
export * from "./inbox";
