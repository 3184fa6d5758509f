// The events area's public face for other areas.
export { RejectReasons } from "./components/reject-reasons";
