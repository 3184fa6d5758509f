// The public face of this area for routes; its server-only loader is in ./server.ts.

export { SecurityPage } from "./components/security-page";
