export * from "./console";
