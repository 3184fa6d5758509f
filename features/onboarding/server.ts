// The onboarding area's server-only public face.
export { loadOnboardingPage } from "./loaders/onboarding-page";
