// The console frame's server-only public face.
export { loadConsoleShell } from "./loaders/console-shell";
