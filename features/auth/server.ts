// The auth area's server-only public face.
export { loadSignInPage } from "./loaders/sign-in-page";
export { loadWelcomePage } from "./loaders/welcome-page";
