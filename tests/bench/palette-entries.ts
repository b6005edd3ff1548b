import { appRegistry } from '../../commands/index'
import { commandTitle, groupTitleKey } from '../../commands/titles'
import type { MatchEntry } from '../../commands/match'
import { englishTranslator } from './english'

/** A deterministic pseudo-random sequence, so every run measures the same entries. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const industries = ['Dentists', 'Plumbers', 'SaaS founders', 'Real estate agents', 'Roofers', 'Marketing agencies', 'Yoga studios', 'Law firms', 'Accountants', 'Car dealers', 'Coffee shops', 'Hotels', 'Veterinarians', 'Fitness coaches', 'E-commerce brands', 'HR directors', 'CTOs', 'Wedding planners', 'Architects', 'Insurance brokers']
const places = ['Berlin', 'Austin', 'Madrid', 'Lyon', 'Toronto', 'Munich', 'Denver', 'Barcelona', 'Paris', 'Chicago', 'Hamburg', 'Seattle', 'Valencia', 'Marseille', 'Boston', 'Vienna', 'Zurich', 'Dublin', 'Lisbon', 'Miami']
const tags = ['Q1', 'Q2', 'Q3', 'Q4', 'March', 'outreach', 'enriched', 'follow-up', 'cold', 'warm', 'test', 'import']
const firstNames = ['Maria', 'James', 'Sofia', 'Lukas', 'Camille', 'Noah', 'Emma', 'Mateo', 'Lea', 'Oliver', 'Chloe', 'Jonas', 'Lucia', 'Ethan', 'Ines', 'Felix', 'Amelie', 'Hugo', 'Olivia', 'Pablo']
const lastNames = ['Gonzalez', 'Smith', 'Müller', 'Dubois', 'Rossi', 'Schneider', 'Martin', 'Garcia', 'Bernard', 'Johnson', 'Fischer', 'Lopez', 'Moreau', 'Weber', 'Brown', 'Fernández', 'Lefebvre', 'Wagner', 'Davis', 'Petit']
const listTypes = ['people', 'local', 'company', 'single', 'influencer', 'intent']

/** Commands as the palette shows them, then list names and user names up to `count` entries. */
export function paletteEntries(count: number): MatchEntry[] {
  const t = englishTranslator()
  const entries: MatchEntry[] = appRegistry.all().map((command) => ({
    id: command.id,
    title: commandTitle(command, t),
    keywords: command.keywords,
    group: t(groupTitleKey(command.group)),
  }))
  const random = seeded(42)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  for (let i = 0; entries.length < count; i++) {
    if (i % 3 === 2) {
      const first = pick(firstNames)
      const last = pick(lastNames)
      entries.push({ id: `user.${i}`, title: `${first} ${last}`, keywords: [`${first}.${last}${i}@example.com`.toLowerCase()], group: 'Users' })
    } else {
      entries.push({ id: `list.${i}`, title: `${pick(industries)} in ${pick(places)} ${pick(tags)} #${i}`, keywords: [pick(listTypes)], group: 'Lists' })
    }
  }
  return entries
}

/** What people type: page names, abbreviations, list fragments, names, typos. */
export const typicalQueries = ['saved', 'go to set', 'gsl', 'logout', 'deutsch', 'dent berlin', 'roofers', 'maria', 'müller', 'wallet', 'mach lab', 'saas aus q1', 'plumbrs', 'a', 'xyzzy']
