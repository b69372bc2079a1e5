import { type ReactNode, useId, useState } from 'react'
import { scenarios } from '../mocks/scenarios/registry'
import type { Scenario } from '../mocks/scenarios/scenario'
import { faultsByServiceAndKind, matchesSearch, withoutExclusiveSet, withScenario } from './harness-state'

/** The scenarios by group, in registry order: a long list stays scannable. */
const scenarioGroups = [...Map.groupBy(scenarios, (scenario) => scenario.group)]

const countOf = (members: readonly Scenario[], chosen: readonly string[]) =>
  members.filter((scenario) => chosen.includes(scenario.id)).length

/**
 * The registry's scenarios by group, with a search box over their labels and ids. The presets of an exclusive set
 * are radio buttons with a 'None' choice; the faults are grouped by service, then by how they fail.
 */
export function ScenarioPicker({
  chosen,
  onChange,
}: {
  chosen: readonly string[]
  /** The new list of chosen scenarios (the page reloads into it). */
  onChange: (scenarioIds: string[]) => void
}) {
  const [query, setQuery] = useState('')
  const id = useId()
  const searching = query.trim() !== ''
  const shown = (scenario: Scenario) => matchesSearch(query, scenario.label, scenario.id, scenario.group)
  const visibleGroups = scenarioGroups
    .map(([group, members]) => [group, members, members.filter(shown)] as const)
    .filter(([, , visible]) => visible.length > 0)

  const checkbox = (scenario: Scenario) => (
    <label key={scenario.id} className="harness__check">
      <input
        type="checkbox"
        checked={chosen.includes(scenario.id)}
        onChange={(event) =>
          onChange(
            event.target.checked
              ? withScenario(chosen, scenario.id)
              : chosen.filter((chosenId) => chosenId !== scenario.id),
          )
        }
      />
      {scenario.label}
    </label>
  )

  /** One group's presets in registry order, each exclusive set as radio buttons where its first member is. */
  const groupBody = (visible: readonly Scenario[], all: readonly Scenario[]) => {
    const body: ReactNode[] = []
    const setsDone = new Set<string>()
    for (const scenario of visible) {
      const set = scenario.exclusiveSet
      if (set === undefined) {
        body.push(checkbox(scenario))
        continue
      }
      if (setsDone.has(set)) continue
      setsDone.add(set)
      const name = `${id}-${set}`
      const inSet = all.filter((member) => member.exclusiveSet === set)
      body.push(
        <fieldset key={set} className="harness__choice">
          <legend>{set}: one at a time</legend>
          <label className="harness__check">
            <input
              type="radio"
              name={name}
              checked={countOf(inSet, chosen) === 0}
              onChange={() => onChange(withoutExclusiveSet(chosen, set))}
            />
            None
          </label>
          {visible
            .filter((member) => member.exclusiveSet === set)
            .map((member) => (
              <label key={member.id} className="harness__check">
                <input
                  type="radio"
                  name={name}
                  checked={chosen.includes(member.id)}
                  onChange={() => onChange(withScenario(chosen, member.id))}
                />
                {member.label}
              </label>
            ))}
        </fieldset>,
      )
    }
    return body
  }

  return (
    <fieldset>
      <legend>Scenarios</legend>
      <label>
        Search scenarios and faults
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {visibleGroups.length === 0 ? (
        <p role="status" className="harness__empty">
          No scenario or fault matches “{query.trim()}”.
        </p>
      ) : null}
      {visibleGroups.map(([group, members, visible]) => (
        <details key={group} open={searching || countOf(members, chosen) > 0}>
          <summary>
            {group} ({countOf(members, chosen)}/{members.length})
          </summary>
          {group === 'Faults'
            ? faultsByServiceAndKind(visible).map(([service, kinds]) => {
                const inService = members.filter((scenario) => scenario.fault?.service === service)
                return (
                  <details
                    key={service}
                    className="harness__service"
                    open={searching || countOf(inService, chosen) > 0}
                  >
                    <summary>
                      {service} ({countOf(inService, chosen)}/{inService.length})
                    </summary>
                    {kinds.map(([kind, faults]) => (
                      <fieldset key={kind} className="harness__choice">
                        <legend>{kind}</legend>
                        {faults.map(checkbox)}
                      </fieldset>
                    ))}
                  </details>
                )
              })
            : groupBody(visible, members)}
        </details>
      ))}
    </fieldset>
  )
}
