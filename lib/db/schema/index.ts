export * from "./console";
export * from "./inbox";
