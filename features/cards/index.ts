// The cards area's public face for other areas.
export { CardStatusBadge } from "./components/card-status-badge";
