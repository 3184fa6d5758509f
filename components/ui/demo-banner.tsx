/** Shown on every page of a declared demo deployment (CONSOLE_DEMO=1). */
export function DemoBanner() {
  return (
    // A landmark of its own, so no page content lies outside one (axe "region").
    <aside
      aria-label="Environment"
      data-testid="demo-banner"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      Demo environment: not for real customers
    </aside>
  );
}
