/**
 * Shown on every page of a declared demo deployment (CONSOLE_DEMO=1). A named section, so it is
 * a region landmark like the rest of the page and screen-reader users can find it.
 */
export function DemoBanner() {
  return (
    <section
      aria-label="Demo environment"
      data-testid="demo-banner"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      Demo environment: not for real customers
    </section>
  );
}
