// The approvals area's public face for other areas: what the shell renders on every console
// page. Every client component reachable from here ships with every page, so the area's pages
// (their decision and policy forms: zod, react-hook-form) are imported by their routes from
// their own files instead.
export { DecisionNotices } from "./components/decision-notices";
