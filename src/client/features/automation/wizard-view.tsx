import type { WizardStep } from '../../../../machines/autopilot-wizard.draft'
import { useT, useWordMessage } from '../../i18n'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { css } from '../../theme'
import type { AutopilotWizard } from './use-autopilot-wizard'
import { DetailsStep, DistrictsStep, LocalFiltersStep, SetupStep } from './wizard-steps'
import { AiStep, CrmStep, EnrichmentStep, SaveStep } from './wizard-steps-delivery'
import { ListStep } from './wizard-list-step'

const stepList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
`

/** The wizard on screen: its steps (each a button when reachable), the step's form, the moves, the autosave state. */
export function WizardView({ wizard }: { wizard: AutopilotWizard }) {
  const t = useT()
  const run = useRunCommand()
  const { step } = wizard
  if (!step) return null
  const index = wizard.steps.indexOf(step)
  return (
    <>
      <nav aria-label={t('autopilots.wizard.stepsLabel')}>
        <ol className={stepList}>
          {wizard.steps.map((s, i) => (
            <li key={s}>
              <Button
                type="button"
                data-variant={s === step ? 'primary' : 'ghost'}
                aria-current={s === step ? 'step' : undefined}
                aria-disabled={s !== step && !wizard.reachableNow(s)}
                onClick={() => void run('autopilots.wizard.goTo', s, 'button')}
              >
                {t('autopilots.wizard.stepN', { n: i + 1, name: t(`autopilots.steps.${s}`) })}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <AutosaveStatus wizard={wizard} />
      <Panel aria-labelledby="autopilot-step-title">
        <h3 id="autopilot-step-title">{t('autopilots.wizard.stepOf', { n: index + 1, total: wizard.steps.length, name: t(`autopilots.steps.${step}`) })}</h3>
        <StepForm step={step} wizard={wizard} />
        <div className={pageStyles.row}>
          {step === 'setup' ? null : <CommandButton id="autopilots.wizard.back">{t('autopilots.commands.back')}</CommandButton>}
          {step === 'save' ? (
            <CommandButton id="autopilots.wizard.save" variant="primary">{t('autopilots.commands.save')}</CommandButton>
          ) : (
            <CommandButton id="autopilots.wizard.next" variant="primary">{t('autopilots.commands.next')}</CommandButton>
          )}
        </div>
      </Panel>
    </>
  )
}

function StepForm({ step, wizard }: { step: WizardStep; wizard: AutopilotWizard }) {
  switch (step) {
    case 'setup':
      return <SetupStep wizard={wizard} />
    case 'details':
      return <DetailsStep wizard={wizard} />
    case 'districts':
      return <DistrictsStep wizard={wizard} />
    case 'localFilters':
      return <LocalFiltersStep wizard={wizard} />
    case 'list':
      return <ListStep wizard={wizard} />
    case 'enrichment':
      return <EnrichmentStep wizard={wizard} />
    case 'ai':
      return <AiStep wizard={wizard} />
    case 'crm':
      return <CrmStep wizard={wizard} />
    case 'save':
      return <SaveStep wizard={wizard} />
  }
}

/** Where the server's draft stands: saving, saved, or not saved with the reason and a retry. */
function AutosaveStatus({ wizard }: { wizard: AutopilotWizard }) {
  const t = useT()
  const word = useWordMessage()
  const state = (wizard.snapshot.value as { autosave: string }).autosave
  const failure = wizard.snapshot.context.autosaveFailure
  return (
    <div className={pageStyles.row}>
      <p role="status" className={pageStyles.muted}>
        {state === 'saving' || state === 'waiting'
          ? t('autopilots.wizard.draftSaving')
          : state === 'saved'
            ? t('autopilots.wizard.draftSaved')
            : state === 'failed' && failure
              ? t('autopilots.wizard.draftFailed', { reason: word(failure) })
              : wizard.snapshot.context.id === null
                ? t('autopilots.wizard.draftNew')
                : ''}
      </p>
      {state === 'failed' ? (
        <Button type="button" data-variant="ghost" onClick={wizard.retryAutosave}>
          {t('autopilots.wizard.retry')}
        </Button>
      ) : null}
    </div>
  )
}
