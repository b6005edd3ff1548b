import { departments, seniorityLevels, type SearchParams } from '../../../../shared/leads/search'
import type { EmailState } from '../../../../shared/leads/types'
import type { Lead } from '../types'
import { areaForLead, placeIn, searchedPopulation, type DemoPlace } from './demo-area'
import { linkedinPersonUrl, patternEmails, personalEmail, rollEmailState } from './demo-contact'
import { demoPhone } from './demo-phones'
import { companyName, demoCompany, type DemoCompany } from './company-leads'
import { defaultMajors, degrees, majorsByDepartment, rolesByDepartment, schools, seniorityTitles, skillsByDepartment, type Department, type Seniority } from './demo-tables'
import { personName } from './locale-names'
import { seededRandom, type Random } from './seeded-random'

const CURRENT_YEAR = 2025

export type DemoPersonOptions = { place: DemoPlace; company: DemoCompany; seniority?: readonly Seniority[]; departments?: readonly Department[]; titles?: readonly string[]; keywords?: string }

function jobTitle(rng: Random, seniority: Seniority, department: Department, titles?: readonly string[]): string {
  if (titles && titles.length > 0) return rng.pick(titles).trim()
  const template = rng.pick(seniorityTitles[seniority].titles)
  const dept = department === 'Information Technology' ? 'IT' : department
  return template.replace('{Dept}', dept).replace('{Role}', rng.pick(rolesByDepartment[department]))
}

function departmentFor(rng: Random, seniority: Seniority, wanted?: readonly Department[]): Department {
  if (wanted && wanted.length > 0) return rng.pick(wanted)
  if (seniority === 'Founder/Owner' || (seniority === 'C-Level' && rng.chance(0.5))) return 'Executive'
  return rng.pick(departments.filter((d) => d !== 'Executive'))
}

/** A person with every field of a person result; the lead's e-mail state decides which e-mails show. */
export function demoPerson(rng: Random, opts: DemoPersonOptions, key: string, emailState: EmailState = rollEmailState(rng)): Lead {
  const { place, company } = opts
  const name = personName(rng, place.country)
  const seniority = opts.seniority && opts.seniority.length > 0 ? rng.pick(opts.seniority) : rng.weighted(seniorityLevels, (s) => seniorityTitles[s].weight)
  const department = departmentFor(rng, seniority, opts.departments)
  const title = jobTitle(rng, seniority, department, opts.titles)
  const yearsExperience = seniority === 'Intern' ? 0 : seniority === 'Entry' ? rng.int(0, 3) : rng.int(3, seniority === 'Individual Contributor' ? 20 : 30)
  const yearOfBirth = CURRENT_YEAR - 22 - yearsExperience - rng.int(0, 6)
  const patterns = patternEmails(name.first, name.last, company.domain)
  const work = patterns[rng.weighted([0, 1, 2], (i) => [6, 2, 2][i])]
  const personal = personalEmail(rng, name.first, name.last)
  const found = emailState === 'email_found'
  const emails = {
    main: found ? work : null,
    work: found ? work : null,
    personal: found && rng.chance(0.35) ? personal : null,
    additional: found && rng.chance(0.15) ? [personalEmail(rng, name.first, name.last)] : [],
    potential: emailState === 'potential_emails_found' ? patterns.slice(0, 4) : [],
  }
  const skillPool = skillsByDepartment[department]
  const skills = rng.sample(skillPool, rng.int(3, Math.min(7, skillPool.length)))
  if (opts.keywords?.trim()) skills.unshift(opts.keywords.trim())
  const mobile = demoPhone(rng, place.country)
  const gradYear = yearOfBirth + 22 + rng.int(0, 2)
  const majors = majorsByDepartment[department] ?? defaultMajors
  const education = [{ school: rng.pick(schools), degree: rng.pick(degrees), major: rng.pick(majors), start_year: gradYear - 4, end_year: gradYear }]
  const startedHere = CURRENT_YEAR - rng.int(0, Math.min(8, Math.max(0, yearsExperience)))
  const jobHistory = [{ company: company.name, title, start_year: startedHere, end_year: null as number | null, current: true }]
  let until = startedHere
  for (let i = 0; i < rng.int(0, 3) && until > gradYear + 1; i++) {
    const start = Math.max(gradYear, until - rng.int(1, 6))
    jobHistory.push({ company: companyName(rng, place.country), title: jobTitle(rng, i === 0 && seniority !== 'Entry' ? 'Senior' : 'Individual Contributor', department), start_year: start, end_year: until, current: false })
    until = start
  }
  const linkedin = linkedinPersonUrl(rng, name.first, name.last)
  return {
    key,
    name: `${name.first} ${name.last}`,
    email: emails.main,
    email_state: emailState,
    potential_emails: emails.potential,
    phone: rng.chance(0.7) ? mobile : company.phone,
    website: `https://www.${company.domain}`,
    linkedin_url: linkedin,
    city: place.city,
    state: place.state,
    country: place.country,
    fields: {
      first_name: name.first,
      last_name: name.last,
      position: title,
      job_title: title,
      department,
      seniority,
      highest_level: seniority,
      management_level: seniorityTitles[seniority].management,
      company: company.name,
      company_domain: company.domain,
      company_size: company.size,
      company_industry: company.industry,
      linkedin_url: linkedin,
      years_experience: yearsExperience,
      year_of_birth: yearOfBirth,
      skills,
      emails,
      phones: { mobile, work: company.phone },
      education,
      job_history: jobHistory,
    },
  }
}

const PEOPLE_PER_100K = 3000

export function peopleTotal(params: SearchParams['people']): number {
  let share = 1
  if (params.seniority && params.seniority.length > 0) share *= params.seniority.reduce((s, level) => s + seniorityTitles[level].weight, 0) / 100
  if (params.departments && params.departments.length > 0) share *= params.departments.length / departments.length
  if (params.titles && params.titles.length > 0) share *= Math.min(1, 0.05 * params.titles.length)
  if (params.company?.trim()) share *= 0.002
  if (params.keywords?.trim()) share *= 0.1
  return Math.min(50_000, Math.max(1, Math.round((searchedPopulation(params.location) / 100_000) * PEOPLE_PER_100K * share)))
}

/** A people search that names a company: every lead works there (one domain, one seed), so e-mails are consistent. */
export function peopleLead(rng: Random, params: SearchParams['people'], key: string, companySeed: number): Lead {
  const place = placeIn(rng, areaForLead(rng, params.location))
  let company: DemoCompany
  if (params.company?.trim()) {
    const seeded = seededRandom(companySeed)
    company = demoCompany(seeded, { place: placeIn(seeded, areaForLead(seeded, params.location)), name: params.company.trim() })
  } else {
    company = demoCompany(rng, { place })
  }
  return demoPerson(rng, { place, company, seniority: params.seniority, departments: params.departments, titles: params.titles, keywords: params.keywords }, key)
}
