import { useEffect, useState } from 'react'
import { sessionLab } from '../../../../machines/catalog'
import type { LabMachine } from '../../../../machines/lab-machine'
import { registeredClientFeatures } from '../../routing/client-feature'
import { useT } from '../../i18n'
import { styled, theme } from '../../theme'
import { MachineRunner } from './machine-runner'

/** The app's session machine and every registered feature's lab machines. */
export async function loadLabMachines(): Promise<LabMachine[]> {
  const loaded = await Promise.all(registeredClientFeatures().map((feature) => feature.lab?.() ?? []))
  return [sessionLab, ...loaded.flat()]
}

/** Machine Lab (admin): step through any registered machine in isolation. */
export default function MachineLabPage() {
  const t = useT()
  const [machineCatalog, setMachines] = useState<readonly LabMachine[]>([sessionLab])
  useEffect(() => {
    let current = true
    void loadLabMachines().then((loaded) => current && setMachines(loaded))
    return () => {
      current = false
    }
  }, [])
  const [selectedId, setSelectedId] = useState(machineCatalog[0]?.id ?? '')
  const selected = machineCatalog.find((m) => m.id === selectedId)
  return (
    <Page>
      <h2>{t('commands.lab.title')}</h2>
      <p>{t('commands.lab.intro')}</p>
      <nav aria-labelledby="lab-machines">
        <h3 id="lab-machines">{t('commands.lab.machines')}</h3>
        <ul>
          {machineCatalog.map((entry) => (
            <li key={entry.id}>
              <MachineButton type="button" aria-pressed={entry.id === selectedId} onClick={() => setSelectedId(entry.id)}>
                {t(entry.title)} <code>{entry.id}</code>
              </MachineButton>
            </li>
          ))}
        </ul>
      </nav>
      {selected ? <MachineRunner key={selected.id} entry={selected} /> : null}
    </Page>
  )
}

const Page = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 16px;
  & h2 { margin: 0; color: ${theme.color.heading}; }
  & > p { margin: 0; color: ${theme.color.muted}; }
  & nav h3 { margin: 0 0 8px; font-size: 15px; }
  & nav ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
`
const MachineButton = styled('button')`
  padding: 6px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] { border-color: ${theme.color.primary}; box-shadow: inset 0 -3px 0 ${theme.color.primary}; }
  &:focus-visible { outline: none; box-shadow: ${theme.focusRing}; }
`
