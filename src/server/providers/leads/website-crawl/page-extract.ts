import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max'
import { parse, type HTMLElement } from 'node-html-parser'

/** What one crawled page tells about the site: contacts, social profiles, CMS hints, people, links. */
export type PagePerson = { name: string; position: string; email: string | null; linkedin_url: string | null; source_url: string }
export type PageFacts = {
  title: string | null
  emails: string[]
  phones: string[]
  socials: Record<string, string[]>
  cms: string[]
  people: PagePerson[]
  links: string[]
}

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}/gi
const NOT_EMAIL_TLD = /\.(png|jpe?g|gif|svg|webp|css|js)$/i

/** "anna [at] site [dot] com", "anna(at)site.com", "anna {at} site.com", "anna AT site DOT com". */
export function deobfuscate(text: string): string {
  return text
    .replace(/\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*/gi, '@')
    .replace(/\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*/gi, '.')
    .replace(/(\w)\s+AT\s+(\w)/g, '$1@$2')
    .replace(/(\w)\s+DOT\s+(\w)/g, '$1.$2')
}

/** Cloudflare's e-mail protection: hex, first byte the XOR key. */
function decodeCfEmail(hex: string): string | null {
  if (!/^[0-9a-f]{4,}$/i.test(hex)) return null
  const key = parseInt(hex.slice(0, 2), 16)
  let out = ''
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key)
  return out
}

export function emailsIn(text: string): string[] {
  return [...deobfuscate(text).matchAll(EMAIL)].map((m) => m[0].toLowerCase().replace(/\.+$/, '')).filter((e) => !NOT_EMAIL_TLD.test(e))
}

const socialPatterns: [string, RegExp][] = [
  ['linkedin', /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/(company|in|school)\/[^/?#]+/i],
  ['facebook', /^https?:\/\/(www\.|m\.)?(facebook|fb)\.com\/(?!sharer|share|dialog|plugins)[^/?#]+/i],
  ['instagram', /^https?:\/\/(www\.)?instagram\.com\/(?!p\/|explore)[^/?#]+/i],
  ['youtube', /^https?:\/\/(www\.)?youtube\.com\/(@|channel\/|c\/|user\/)[^/?#]+/i],
  ['tiktok', /^https?:\/\/(www\.)?tiktok\.com\/@[^/?#]+/i],
  ['x', /^https?:\/\/(www\.)?(twitter|x)\.com\/(?!intent|share|home)[^/?#]+/i],
]

function detectCms(html: string, root: HTMLElement): string[] {
  const generator = (root.querySelector('meta[name="generator"]')?.getAttribute('content') ?? '').toLowerCase()
  const found: string[] = []
  if (generator.includes('wordpress') || /\/wp-(content|includes)\//.test(html)) found.push('wordpress')
  if (generator.includes('joomla') || /\/media\/(jui|system)\/|\/components\/com_/.test(html)) found.push('joomla')
  if (generator.includes('wix') || /static\.wixstatic\.com|wix-code/.test(html)) found.push('wix')
  if (/cdn\.shopify\.com|Shopify\.theme|myshopify\.com/.test(html)) found.push('shopify')
  if (generator.includes('typo3') || /\/typo3(conf|temp)\//.test(html)) found.push('typo3')
  return found
}

const TITLE_WORDS = /\b(ceo|cto|cfo|coo|cmo|founder|co-founder|owner|partner|president|director|head|manager|lead|engineer|developer|designer|officer|chief|vp|vice|consultant|specialist|assistant|advisor|analyst|architect|sales|marketing|accountant|attorney|lawyer|dentist|doctor|dr\.|nurse|hygienist|therapist|coordinator|executive|administrator|secretary|principal|associate|geschäftsführer|geschäftsführerin|inhaber|inhaberin|leiter|leiterin|gérant|directeur|directrice|responsable)\b/i
const UPPER = 'A-ZÀ-ÖØ-Þ'
const LOWER = 'a-zß-öø-ÿ'
/** A capitalised name word: Anna, O'Neil, Jean-Luc, Müller. */
const WORD = `[${UPPER}](?:[${LOWER}]+(?:['’-][${UPPER}]?[${LOWER}]+)*|['’][${UPPER}][${LOWER}]+)`
const NAME = new RegExp(`^${WORD}(?:\\s+(?:${WORD}|[A-Z]\\.|von|van|de|der|den|da|di|du|la|le))*\\s+${WORD}$`)
const NOT_NAMES = /\b(our|team|about|contact|us|the|and|services|home|news|privacy|policy|terms|welcome|meet|more|read|company|office|location|opening|hours)\b/i
const CONTAINER = /(team|member|person|people|staff|employee|profile|card|bio|vcard|author)/i
const POSITION_SELECTOR = '[itemprop="jobTitle"], .position, .role, .title, .job-title, .jobtitle, .job, .designation, .function, .team-position'

const clean = (s: string) => s.replace(/\s+/g, ' ').trim()
export const looksLikeName = (s: string) => s.length <= 50 && NAME.test(s) && !NOT_NAMES.test(s) && !TITLE_WORDS.test(s)

function containerOf(el: HTMLElement): HTMLElement {
  let node: HTMLElement | null = el.parentNode as HTMLElement | null
  for (let depth = 0; node && depth < 4; depth++, node = node.parentNode as HTMLElement | null) {
    if (node.getAttribute?.('itemscope') !== undefined || CONTAINER.test(node.getAttribute?.('class') ?? '')) return node
  }
  return el.parentNode as HTMLElement
}

function positionNear(el: HTMLElement, container: HTMLElement, name: string): string | null {
  const tagged = container.querySelector(POSITION_SELECTOR)
  if (tagged && tagged !== el && clean(tagged.text) && clean(tagged.text) !== name) return clean(tagged.text).slice(0, 100)
  const sibling = el.nextElementSibling
  const siblingText = sibling ? clean(sibling.text) : ''
  if (siblingText && siblingText.length <= 80 && TITLE_WORDS.test(siblingText)) return siblingText
  // "<strong>Jane Doe</strong>, CEO" or "Jane Doe – Head of Sales" in one line.
  const line = clean((el.parentNode as HTMLElement).text)
  const rest = line.startsWith(name) ? line.slice(name.length).replace(/^\s*[,–—|:-]\s*/, '') : ''
  if (rest && rest.length <= 80 && TITLE_WORDS.test(rest)) return rest.split(/\s*[|•·]\s*/)[0]
  return null
}

function peopleIn(root: HTMLElement, url: string): PagePerson[] {
  const people = new Map<string, PagePerson>()
  for (const el of root.querySelectorAll('h2, h3, h4, h5, h6, strong, b, .name, [itemprop="name"]')) {
    const name = clean(el.text)
    if (!looksLikeName(name) || people.has(name)) continue
    const container = containerOf(el)
    const position = positionNear(el, container, name)
    if (!position) continue
    const mail = container.querySelector('a[href^="mailto:"]')?.getAttribute('href')
    const email = mail ? (emailsIn(decodeURIComponent(mail.slice(7).split('?')[0]))[0] ?? null) : null
    const linkedin = container.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!).find((h) => /linkedin\.com\/in\//i.test(h)) ?? null
    people.set(name, { name, position, email, linkedin_url: linkedin, source_url: url })
  }
  return [...people.values()]
}

export function extractPage(html: string, pageUrl: string, defaultCountry?: string): PageFacts {
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false } })
  const hrefs = root.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!.trim())
  const emails = new Set<string>()
  for (const href of hrefs.filter((h) => /^mailto:/i.test(h))) for (const e of emailsIn(decodeURIComponent(href.slice(7).split('?')[0]))) emails.add(e)
  for (const el of root.querySelectorAll('[data-cfemail]')) {
    const decoded = decodeCfEmail(el.getAttribute('data-cfemail')!)
    if (decoded) for (const e of emailsIn(decoded)) emails.add(e)
  }
  const text = root.structuredText
  for (const e of emailsIn(text)) emails.add(e)
  const phones = new Set<string>()
  for (const href of hrefs.filter((h) => /^tel:/i.test(h))) {
    for (const found of findPhoneNumbersInText(decodeURIComponent(href.slice(4)), { defaultCountry: defaultCountry as CountryCode | undefined })) phones.add(found.number.formatInternational())
  }
  for (const found of findPhoneNumbersInText(text, { defaultCountry: defaultCountry as CountryCode | undefined })) {
    if (found.number.isValid()) phones.add(found.number.formatInternational())
  }
  const socials: Record<string, string[]> = {}
  const links: string[] = []
  for (const href of hrefs) {
    let absolute: URL
    try {
      absolute = new URL(href, pageUrl)
    } catch {
      continue
    }
    const social = socialPatterns.find(([, re]) => re.test(absolute.href))
    if (social) {
      const list = (socials[social[0]] ??= [])
      if (!list.includes(absolute.href)) list.push(absolute.href)
    } else if (absolute.protocol === 'http:' || absolute.protocol === 'https:') {
      absolute.hash = ''
      links.push(absolute.href)
    }
  }
  const title = clean(root.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? root.querySelector('title')?.text ?? '') || null
  return { title, emails: [...emails], phones: [...phones], socials, cms: detectCms(html, root), people: peopleIn(root, pageUrl), links }
}
