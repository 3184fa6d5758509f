/**
 * Shown on every page of a declared demo deployment (CONSOLE_DEMO=1). A landmark of its own, so
 * a screen reader user moving by landmarks meets it, and no page content sits outside one.
 */
export function DemoBanner() {
  return (
    <aside
      aria-label="Demo environment"
      data-testid="demo-banner"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      Demo environment: not for real customers
    </aside>
  );
}
