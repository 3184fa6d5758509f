// The security area's server-only public face.

export { loadSecurityPage } from "./loaders/security-page";
