// The settings area's server-only public face.
export { loadSettingsPage } from "./loaders/settings-page";
