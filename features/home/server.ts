// The home area's server-only public face.
export { loadHomePage } from "./loaders/home-page";
