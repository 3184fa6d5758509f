// The public face of the console's frame for routes; its server-only loaders are in ./server.ts.
export { ConsoleShell } from "./components/console-shell";
