import type { IcpLocation, IcpSuggestion } from '../../../../shared/ai/icp'
import { icpIndustries, icpSizeWords, icpTitles, placeCategoryWords, type CompanySize, type Department, type SeniorityLevel } from '../../../../shared/ai/icp-vocabulary'
import { placeCategories, type PlaceCategory } from '../../../../shared/leads/categories'
import type { ProfileFacts, TrainingSnippet } from '../../../providers/ai/writing-task'
import { icpLocations } from './icp-locations'
import { matchPhrases, topMatches, type PhraseMatch, type WeightedText } from './profile-text'

/** The profile's fields weigh more than the training data; "who it helps" most of all. */
export function weightedTexts(profile: ProfileFacts, training: readonly TrainingSnippet[]): WeightedText[] {
  return [
    { text: profile.whoItHelps, weight: 5, from: 'profile' },
    { text: profile.whatItSells, weight: 3, from: 'profile' },
    { text: profile.whatItDoes, weight: 3, from: 'profile' },
    { text: profile.businessName, weight: 1, from: 'profile' },
    ...training.map((t) => ({ text: `${t.title}\n${t.text}`, weight: 1, from: 'training' as const })),
  ]
}

const plural = (label: string) => (/(s|sh|ch|x)$/i.test(label) ? `${label}es` : /[^aeiou]y$/i.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`)

function categoryPhrases(c: PlaceCategory): string[] {
  const label = c.label.toLowerCase()
  return [label, plural(label), ...(placeCategoryWords[c.id] ?? [])]
}

const quote = (phrases: string[]) => phrases.slice(0, 3).map((p) => `"${p}"`).join(', ')

function because(match: PhraseMatch): string {
  return match.fromTraining ? `Your business profile and training data mention ${quote(match.phrases)}.` : `Your business profile mentions ${quote(match.phrases)}.`
}

/** '1-10' + '11-50' -> '1 to 50'; '1001-5000' ... '10000+' -> '1001+'. */
function sizeRange(sizes: readonly CompanySize[]): string {
  const lower = sizes[0].split('-')[0].replace('+', '')
  const last = sizes[sizes.length - 1]
  return last.endsWith('+') ? `${lower}+` : `${lower} to ${last.split('-')[1]}`
}

const inPlace = (locations: IcpLocation[]) => (locations[0] ? ` in ${locations[0].label}` : '')

/**
 * ICP suggestions without a model: the product's vocabularies (place categories, industries, job titles, seniority
 * levels, departments, company sizes, real places) matched against the profile and training texts, best first. The
 * same profile and training data always give the same suggestions.
 */
export function templateIcps(profile: ProfileFacts, training: readonly TrainingSnippet[]): IcpSuggestion[] {
  const texts = weightedTexts(profile, training)
  const categories = topMatches(placeCategories, (c) => matchPhrases(texts, categoryPhrases(c)), 2)
  const industries = topMatches(icpIndustries, (i) => matchPhrases(texts, i.words), 2)
  const titles = topMatches(icpTitles, (t) => matchPhrases(texts, [t.title.toLowerCase(), ...t.words]), 3)
  const sizes = topMatches(icpSizeWords, (s) => matchPhrases(texts, s.words), 1)
  const locations = icpLocations(texts, profile.website)

  const chosenTitles = titles.length ? titles.map((t) => t.item) : icpTitles.filter((t) => t.title === 'Owner' || t.title === 'CEO')
  const seniority = [...new Set(chosenTitles.map((t) => t.seniority))] as SeniorityLevel[]
  const departments = [...new Set(chosenTitles.map((t) => t.department))] as Department[]
  const companySizes: CompanySize[] = sizes.length ? [...sizes[0].item.sizes] : ['11-50', '51-200']
  const industryNames = industries.map((i) => i.item.name)
  const out: IcpSuggestion[] = []
  const base = { industries: industryNames, titles: chosenTitles.map((t) => t.title), seniority, departments, company_sizes: companySizes, place_categories: categories.map((c) => c.item.id), locations }

  for (const { item, match } of categories) {
    out.push({
      ...base,
      key: `local-${item.id}`,
      search_type: 'industry',
      title: `${plural(item.label)}${inPlace(locations)}`,
      rationale: `${because(match)} Local ${plural(item.label.toLowerCase())} can be found by place category${locations[0] ? ` and reached${inPlace(locations)}` : ''}.`,
      place_categories: [item.id],
    })
  }
  const sector = industryNames[0]
  const titleText = chosenTitles.slice(0, 2).map((t) => plural(t.title)).join(' and ')
  out.push({
    ...base,
    key: `people-${chosenTitles.map((t) => t.title.toLowerCase().replace(/\s+/g, '-')).join('-')}`,
    search_type: 'people',
    title: `${titleText}${sector ? ` in ${sector}` : ''}${inPlace(locations)}`,
    rationale: titles.length
      ? `${because(titles[0].match)} ${titleText} decide about ${profile.whatItSells.toLowerCase() || 'what you sell'}.`
      : `Your profile names no roles; owners and chief executives decide about ${profile.whatItSells.toLowerCase() || 'what you sell'} in most companies.`,
  })
  if (sector) {
    out.push({
      ...base,
      key: `companies-${sector.toLowerCase().replace(/\s+/g, '-')}`,
      search_type: 'company',
      title: `${sector} companies with ${sizeRange(companySizes)} employees${inPlace(locations)}`,
      rationale: `${because(industries[0].match)}${sizes.length ? ` Size from ${quote(sizes[0].match.phrases)}.` : ' No size is named; small and mid-sized companies are the usual start.'}`,
    })
  }
  return out
}
