import type { IcpLocation, IcpSearchType, IcpSuggestion } from '../../../../shared/ai/icp'
import { icpIndustries } from '../../../../shared/ai/icp-vocabulary'
import { findPlaceCategory, placeCategories } from '../../../../shared/leads/categories'
import { companySizes, departments, seniorityLevels } from '../../../../shared/leads/search'
import type { OutboundPolicy } from '../../../http/guarded-fetch'
import { AiProviderError, chatCompletion, type ChatSettings } from '../../../providers/ai/chat-completions'
import { clip } from '../../../providers/ai/template-words'
import type { ProfileFacts, TrainingSnippet } from '../../../providers/ai/writing-task'
import { findCity, findCountry, findState } from '../../../providers/leads/geo/location-index'
import { locationLabel } from './icp-locations'

const MAX_SUGGESTIONS = 5

function instructions(): string {
  return [
    'Suggest up to 5 ideal customer profiles for this business as JSON: {"suggestions": [...]}.',
    'Each suggestion: {"search_type": "industry" | "company" | "people", "title": short name, "rationale": one or two sentences,',
    '"industries": [..], "titles": [job titles], "seniority": [..], "departments": [..], "company_sizes": [..], "place_categories": [ids],',
    '"locations": [{"country": ISO 3166-1 alpha-2, "state": ISO code or omitted, "city": name or omitted}]}.',
    '"industry" means local businesses found by place category; it needs place_categories. "company" needs industries; "people" needs titles.',
    `Use only these values. seniority: ${seniorityLevels.join(', ')}. departments: ${departments.join(', ')}. company_sizes: ${companySizes.join(', ')}.`,
    `place_categories (ids): ${placeCategories.map((c) => c.id).join(', ')}. industries (preferred names): ${icpIndustries.map((i) => i.name).join(', ')}.`,
  ].join('\n')
}

function context(profile: ProfileFacts, training: readonly TrainingSnippet[]): string {
  const lines = [`Business: ${profile.businessName}`, `Website: ${profile.website}`, `Sells: ${profile.whatItSells}`, `Helps: ${profile.whoItHelps}`, `Does: ${profile.whatItDoes}`]
  if (training.length) lines.push('', 'Training notes:', ...training.map((t, i) => `[${i + 1}] ${clip(t.text.replace(/\s+/g, ' '), 600)}`))
  return lines.join('\n')
}

const strings = (v: unknown, max = 10): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()).slice(0, max) : [])
const oneOf = <T extends string>(allowed: readonly T[], values: string[]): T[] => {
  const byLower = new Map(allowed.map((a) => [a.toLowerCase(), a]))
  return [...new Set(values.map((v) => byLower.get(v.toLowerCase())).filter((v): v is T => v !== undefined))]
}

function placeOf(raw: unknown): IcpLocation | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const country = typeof r.country === 'string' ? findCountry(r.country) : null
  if (!country) return null
  const state = typeof r.state === 'string' && r.state.trim() ? findState(country.code, r.state) : null
  const city = typeof r.city === 'string' && r.city.trim() ? findCity(country.code, state?.code, r.city) : null
  const place = { country: country.code, ...(city ? { state: city.stateCode, city: city.name } : state ? { state: state.code } : {}) }
  return { ...place, label: locationLabel(place) }
}

/**
 * A model's suggestions, held to the product's vocabularies: unknown seniority levels, sizes, departments, place
 * categories and places are dropped, and a suggestion its search cannot use (a local search without a category) goes.
 */
export function normaliseIcps(raw: unknown): IcpSuggestion[] {
  const list = raw && typeof raw === 'object' ? (raw as { suggestions?: unknown }).suggestions : null
  if (!Array.isArray(list)) return []
  const out: IcpSuggestion[] = []
  for (const [index, item] of list.entries()) {
    if (!item || typeof item !== 'object' || out.length >= MAX_SUGGESTIONS) continue
    const r = item as Record<string, unknown>
    const type = (['industry', 'company', 'people'] as const).find((t) => t === r.search_type) as IcpSearchType | undefined
    if (!type) continue
    const categories = [...new Set(strings(r.place_categories).map((c) => findPlaceCategory(c)?.id).filter((c): c is string => Boolean(c)))]
    const industries = strings(r.industries, 5).map((i) => clip(i, 80))
    const titles = strings(r.titles, 6).map((t) => clip(t, 80))
    if ((type === 'industry' && !categories.length) || (type === 'company' && !industries.length) || (type === 'people' && !titles.length)) continue
    out.push({
      key: `model-${index + 1}`,
      search_type: type,
      title: clip(typeof r.title === 'string' && r.title.trim() ? r.title : `${type} ${index + 1}`, 120),
      rationale: clip(typeof r.rationale === 'string' ? r.rationale : '', 500),
      industries,
      titles,
      seniority: oneOf(seniorityLevels, strings(r.seniority)),
      departments: oneOf(departments, strings(r.departments)),
      company_sizes: oneOf(companySizes, strings(r.company_sizes)),
      place_categories: categories,
      locations: (Array.isArray(r.locations) ? r.locations : []).map(placeOf).filter((l): l is IcpLocation => l !== null).slice(0, 3),
    })
  }
  return out
}

/** Asks the account's model for suggestions in JSON; an answer that yields none is the provider's failure. */
export async function modelIcps(settings: ChatSettings, policy: OutboundPolicy, profile: ProfileFacts, training: readonly TrainingSnippet[]): Promise<IcpSuggestion[]> {
  const answer = await chatCompletion(
    settings,
    [
      { role: 'system', content: `You are a B2B sales strategist.\n${instructions()}` },
      { role: 'user', content: context(profile, training) },
    ],
    { policy, json: true, maxTokens: 1500, temperature: 0.3 },
  )
  let parsed: unknown
  try {
    const text = answer.text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '')
    parsed = JSON.parse(text)
  } catch {
    throw new AiProviderError('bad_response', 'The AI provider answered suggestions that are not JSON.')
  }
  const suggestions = normaliseIcps(parsed)
  if (!suggestions.length) throw new AiProviderError('bad_response', 'The AI provider answered no usable suggestions.')
  return suggestions
}
