// The saved views' public face: the shell's button and sidebar list, and the registry of lists
// a view can be saved from (the shell's test checks it against navigation). The shell renders
// this on every console page, and every client component reachable from here ships with it:
// the views page (its rename and share forms: zod, react-hook-form) is imported by its route
// from its own file instead.
export { SaveViewButton } from "./components/save-view-button";
export { SavedViewsNav } from "./components/saved-views-nav";
export { saveableLists } from "./lib/saveable-paths";
