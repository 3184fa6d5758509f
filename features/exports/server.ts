// The exports area's server-only public face: the route behind every list's "Export CSV".

export { csvStream } from "./lib/csv";
export { exportRoute } from "./lib/route";
