/** Shown on every page of a declared demo deployment (CONSOLE_DEMO=1). */
export function DemoBanner() {
  return (
    // A labelled region, so the banner is inside a landmark like the rest of the page (axe "region").
    <section
      aria-label="Demo environment"
      data-testid="demo-banner"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      Demo environment: not for real customers
    </section>
  );
}
