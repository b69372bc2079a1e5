import { useState } from 'react'
import {
  type FaultKind,
  faultKindLabels,
  faultKindsFor,
  faultTargets,
} from '../mocks/scenarios/fault-targets'

/** The fault targets by service, in the contracts' order. */
const targetsByService = [...Map.groupBy(faultTargets, (target) => target.service)]

/** The scenario id of a fault kind on one operation (mocks/scenarios/fault-kinds.ts). */
export const faultKindId = (operationId: string, kind: FaultKind) => `fault:${operationId}:${kind}`

/**
 * Picks a fault kind on any operation, by service and operation, so QA need not type `fault:<operationId>:<kind>`:
 * 'Add fault' puts it among the scenarios (and so into the link).
 */
export function FaultKindPicker({ onAdd }: { onAdd: (scenarioId: string) => void }) {
  const [service, setService] = useState(targetsByService[0]![0])
  const operations = targetsByService.find(([name]) => name === service)?.[1] ?? []
  const [operationId, setOperationId] = useState(operations[0]!.operationId)
  const target = operations.find((candidate) => candidate.operationId === operationId) ?? operations[0]!
  const kinds = faultKindsFor(target)
  const [kind, setKind] = useState<FaultKind>(kinds[0]!)
  const chosenKind = kinds.includes(kind) ? kind : kinds[0]!

  return (
    <fieldset>
      <legend>Fault kinds</legend>
      <label>
        Service
        <select
          value={service}
          onChange={(event) => {
            const next = targetsByService.find(([name]) => name === event.target.value)
            setService(event.target.value)
            setOperationId(next?.[1][0]?.operationId ?? '')
          }}
        >
          {targetsByService.map(([name]) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Operation
        <select value={target.operationId} onChange={(event) => setOperationId(event.target.value)}>
          {operations.map((candidate) => (
            <option key={candidate.operationId} value={candidate.operationId}>
              {candidate.operationId} ({candidate.method.toUpperCase()} {candidate.path || '/graphql'})
            </option>
          ))}
        </select>
      </label>
      <label>
        Kind
        <select value={chosenKind} onChange={(event) => setKind(event.target.value as FaultKind)}>
          {kinds.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}: {faultKindLabels[candidate]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => onAdd(faultKindId(target.operationId, chosenKind))}>
        Add fault
      </button>
    </fieldset>
  )
}
