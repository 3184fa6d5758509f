// The public face of the home area for routes; its server-only loader is in ./server.ts.
export { HomePage } from "./components/home-page";
