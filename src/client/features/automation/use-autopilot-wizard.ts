import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { autopilotsPath, autopilotWizardSlot, type AutopilotWizardSlot } from '../../../../commands/autopilots'
import { applies, reachable, stepProblems, stepValid, wizardSteps, type WizardDraft, type WizardStep } from '../../../../machines/autopilot-wizard.draft'
import { autopilotWizardImplementations, autopilotWizardMachine } from '../../../../machines/autopilot-wizard.machine'
import { autopilotKeys, createAutopilot, updateAutopilot } from '../../../api/autopilots'
import type { FieldMessages } from '../../../shared/message-format'
import { useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { notifySuccess } from '../../ui/notify'
import { useWizardLists } from './use-wizard-lists'

const wizardImplementations = autopilotWizardImplementations({ create: createAutopilot, update: updateAutopilot })

/** The step a snapshot of the wizard's `steps` region is in ('save' for its sub-states, null once saved). */
function stepOf(value: unknown): WizardStep | null {
  const steps = (value as { steps: string | Record<string, unknown> }).steps
  const name = typeof steps === 'string' ? steps : Object.keys(steps)[0]
  return (wizardSteps as readonly string[]).includes(name) ? (name as WizardStep) : null
}

/**
 * The autopilot wizard machine wired to the API and the command registry: the lists the list step finds fed in,
 * the wizard's moves offered as commands, and, once the autopilot is saved active, back to the autopilot list.
 */
export function useAutopilotWizard(input: { id: number | null; draft: WizardDraft }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const machine = useMemo(() => autopilotWizardMachine.provide(wizardImplementations), [])
  const [snapshot, send] = useMachine(machine, { input })
  const { draft, lists } = snapshot.context
  const step = stepOf(snapshot.value)
  // Problems show once the user tried to go on from the step (or the server refused the save).
  const [tried, setTried] = useState<ReadonlySet<WizardStep>>(new Set())

  const listPicker = useWizardLists(draft.list_type, draft.campaign_id, send)

  const saved = snapshot.context.saved
  useEffect(() => {
    if (!saved) return
    notifySuccess(t('autopilots.done.saved', { name: saved.name }))
    void queryClient.invalidateQueries({ queryKey: autopilotKeys.all })
    navigate(autopilotsPath)
  }, [saved, t, queryClient, navigate])
  // The draft's id, once the first autosave made one, keeps the list in step.
  const id = snapshot.context.id
  useEffect(() => {
    if (id !== null) void queryClient.invalidateQueries({ queryKey: autopilotKeys.all, exact: true })
  }, [id, queryClient])

  const canSave = step === 'save' && snapshot.can({ type: 'SAVE' })
  const slot = useMemo<AutopilotWizardSlot | undefined>(
    () =>
      step === null
        ? undefined
        : {
            step,
            canNext: step !== 'save',
            canBack: step !== 'setup',
            canSave,
            reachable: (s) => reachable(s, draft, lists),
            next: () => {
              if (!stepValid(step, draft, lists)) setTried((previous) => new Set(previous).add(step))
              send({ type: 'NEXT' })
            },
            back: () => send({ type: 'BACK' }),
            goTo: (s) => send({ type: 'GOTO', step: s }),
            save: () => {
              setTried(new Set(wizardSteps))
              send({ type: 'SAVE' })
            },
          },
    [step, canSave, draft, lists, send],
  )
  useProvideSlot(autopilotWizardSlot, slot)

  const problems: FieldMessages = useMemo(() => {
    if (!step) return {}
    const own = tried.has(step) || (step === 'list' && draft.campaign_id !== null) ? stepProblems(step, draft, lists) : {}
    return { ...(snapshot.context.saveFailure?.fields ?? {}), ...own }
  }, [step, tried, draft, lists, snapshot.context.saveFailure])

  return {
    snapshot,
    step,
    draft,
    lists,
    problems,
    listsLoading: listPicker.loading,
    listPicker,
    edit: (patch: Partial<WizardDraft>) => send({ type: 'EDIT', patch }),
    retryAutosave: () => send({ type: 'RETRY_AUTOSAVE' }),
    reachableNow: (s: WizardStep) => reachable(s, draft, lists),
    steps: wizardSteps.filter((s) => applies(s, draft)),
  }
}
export type AutopilotWizard = ReturnType<typeof useAutopilotWizard>
