// The console frame's server-only public face.
export { homePath, loadConsoleShell } from "./loaders/console-shell";
