import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { ProviderError } from "@/components/ui/provider-error";
import { type SandboxScenario, sandboxScenarios } from "@/lib/cams";
import type { SandboxPageView } from "../loaders/sandbox-page";
import { SandboxClock } from "./sandbox-clock";
import {
  LoadScenarioButton,
  ResetForm,
  RestoreStateButton,
  SaveStateForm,
} from "./sandbox-controls";
import { SettingsNav } from "./settings-nav";

/**
 * The built-in sandbox's clock and states: move its time, load a scenario, save the state, put
 * a saved one back, or empty it. Each replacement marks the events the console received before as from an earlier state.
 */
/** A scenario the console knows how to load (the provider may list more than it knows). */
const isScenario = (name: string): name is SandboxScenario =>
  (sandboxScenarios as readonly string[]).includes(name);

export function SandboxPage({ view }: { view: SandboxPageView }) {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Console users and their roles, and the console's credentials at the provider."
      />
      <SettingsNav current="/settings/sandbox" />
      {!view.onSandbox ? (
        <Muted>
          The console talks to a real provider (CAMS_BASE_URL), which has no scenarios or saved
          states.
        </Muted>
      ) : !view.states.ok ? (
        <ProviderError
          title="The sandbox's states could not be read"
          message={view.states.message}
        />
      ) : (
        <div className="space-y-4">
          <DetailSection id="clock" title="Clock">
            {view.clock.ok ? (
              <SandboxClock
                clock={view.clock.data}
                consoleOffsetSeconds={view.consoleOffsetSeconds}
              />
            ) : (
              <ProviderError
                title="The sandbox's clock could not be read"
                message={view.clock.message}
              />
            )}
          </DetailSection>
          <DetailSection id="scenarios" title="Scenarios">
            <ul className="space-y-4">
              {view.states.data.scenarios.map((scenario) => (
                <li key={scenario.name} className="space-y-2">
                  <p className="text-sm text-slate-800">{scenario.description}.</p>
                  {isScenario(scenario.name) && <LoadScenarioButton name={scenario.name} />}
                </li>
              ))}
            </ul>
          </DetailSection>
          <DetailSection id="states" title="Saved states">
            <div className="space-y-4">
              {view.states.data.states.length === 0 ? (
                <Muted>No state saved yet.</Muted>
              ) : (
                <DataTable columns={["Name", "Saved", "Rows", "Restore"]}>
                  {view.states.data.states.map((state) => (
                    <tr key={state.name}>
                      <td className="px-3 py-2 font-medium">{state.name}</td>
                      <td className="px-3 py-2">{formatTimestamp(state.created_date)}</td>
                      <td className="px-3 py-2">{state.rows}</td>
                      <td className="px-3 py-2">
                        <RestoreStateButton name={state.name} />
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )}
              <SaveStateForm />
            </div>
          </DetailSection>
          <DetailSection id="reset" title="Empty the sandbox">
            <ResetForm />
          </DetailSection>
        </div>
      )}
    </>
  );
}
