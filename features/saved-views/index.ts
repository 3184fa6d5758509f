// The saved views' public face: the shell's button and sidebar list, the page, and the
// registry of lists a view can be saved from (the shell's test checks it against navigation).
export { SaveViewButton } from "./components/save-view-button";
export { SavedViewsNav } from "./components/saved-views-nav";
export { SavedViewsPage } from "./components/saved-views-page";
export { saveableLists } from "./lib/saveable-lists";
