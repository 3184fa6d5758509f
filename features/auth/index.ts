// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { SignInPage } from "./components/sign-in-page";
