import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { englishMessage } from '../../src/shared/english-message'
import { loadCatalogues, locales, type Catalogue, type Locale } from '../../src/shared/i18n/index'
import { allMessageCodes, messageNames, messageTables, wordingOf, type KnownMessage } from '../../src/shared/message-catalogue'
import { placeholdersOf, type Message, type Wording } from '../../src/shared/message-format'
import { wordCount, wordMessage } from '../../src/shared/message-wording'
import { translator } from './support/command-context'

const catalogues = await loadCatalogues()

function valueAt(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  return node
}

const say = (locale: Locale) => (message: Message) => wordMessage(message, translator(locale), locale)
const inAll = (message: Message) => Object.fromEntries(locales.map((locale) => [locale, say(locale)(message)]))

/** Every `.ts` file under a folder, for the scan of the codes the server writes. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('every message code in every language', () => {
  const codes = allMessageCodes()

  it('registers the tables of every area the server answers from', () => {
    expect(Object.keys(messageTables).sort()).toEqual(
      ['account', 'accounts', 'admin', 'admin_users', 'ai', 'auth', 'automation', 'autopilots', 'billing', 'content', 'courses', 'error', 'http', 'integrations', 'insight', 'labels', 'lead_jobs', 'lists', 'locations', 'results', 'team', 'training', 'validation', 'wallet', 'whitelabel'].sort(),
    )
    expect(codes.length).toBeGreaterThan(150)
  })

  it('knows every code written in the server and shared sources', () => {
    const areas = Object.keys(messageTables).join('|')
    const written = new Set<string>()
    for (const file of [...sources('src/server'), ...sources('src/shared').filter((f) => !f.includes('/i18n/'))]) {
      // Where a code is written: `code: '…'`, say('…'), reject('…'), fieldError(field, '…'), fieldMessage(field, '…').
      const usage = new RegExp(`(?:code: |say\\(|reject\\(|field(?:Error|Message)\\([^,()]+, )(?:[^'\`]*\\? )?'((?:${areas})\\.[a-z_]+)'`, 'g')
      for (const match of readFileSync(file, 'utf8').matchAll(usage)) written.add(match[1])
    }
    expect(written.size).toBeGreaterThan(100)
    expect([...written].filter((code) => wordingOf(code) === undefined)).toEqual([])
  })

  it.each(locales)('words every code in %s, each plural in both forms, with the placeholders of the English', (locale) => {
    for (const code of codes) {
      const english = wordingOf(code) as Wording
      const value = valueAt(catalogues[locale], `messages.${code}`)
      if (typeof english === 'string') {
        expect(typeof value, `${locale} ${code}`).toBe('string')
        expect((value as string).trim(), `${locale} ${code}`).not.toBe('')
      } else {
        expect(value, `${locale} ${code}`).toEqual({ one: expect.any(String), other: expect.any(String) })
      }
      expect(placeholdersOf(value as Wording), `${locale} ${code}`).toEqual(placeholdersOf(english))
    }
  })

  it.each(locales.filter((l) => l !== 'en'))('translates every code in %s (no English left)', (locale) => {
    const untranslated = codes.filter((code) => JSON.stringify(valueAt(catalogues[locale], `messages.${code}`)) === JSON.stringify(wordingOf(code)))
    // A few read the same in both languages (a brand, a status code): nothing else may.
    expect(untranslated).toEqual([])
  })

  it('lists every code in docs/api.md, area by area', () => {
    const block = /<!-- codes:start -->([\s\S]*)<!-- codes:end -->/.exec(readFileSync('docs/api.md', 'utf8'))?.[1] ?? ''
    const documented = [...block.matchAll(/^\| `(\w+)` \| (.*) \|$/gm)].flatMap(([, area, names]) => [...names.matchAll(/`(\w+)`/g)].map((m) => `${area}.${m[1]}`))
    expect(documented.sort()).toEqual([...codes].sort())
  })

  it.each(locales)('names every job kind and list type in %s', (locale) => {
    for (const [table, names] of Object.entries(messageNames)) {
      for (const name of Object.keys(names)) expect(typeof valueAt(catalogues[locale], `messageNames.${table}.${name}`), `${locale} ${table}.${name}`).toBe('string')
    }
  })
})

describe('the words of the messages', () => {
  it('names the field by its label, and says "field" for a field the catalogue has no label for', () => {
    expect(inAll({ code: 'validation.required', params: { field: 'email' } })).toEqual({
      en: 'E-mail is required',
      es: 'El campo «Correo electrónico» es obligatorio',
      fr: 'Le champ « Adresse e-mail » est obligatoire',
      de: 'E-Mail-Adresse ist erforderlich',
    })
    expect(inAll({ code: 'validation.max', params: { max: 191, field: 'name' } })).toEqual({
      en: 'Name must be max 191',
      es: 'El campo «Nombre» debe ser como máximo 191',
      fr: 'Le champ « Nom » doit valoir au maximum 191',
      de: 'Name darf höchstens 191 betragen',
    })
    expect(inAll({ code: 'validation.required', params: { field: 'x_unknown' } })).toEqual({
      en: 'Field is required',
      es: 'El campo es obligatorio',
      fr: 'Ce champ est obligatoire',
      de: 'Dieses Feld ist erforderlich',
    })
  })

  it('finds the label of a nested field by its last name', () => {
    expect(inAll({ code: 'validation.min_chars', params: { min: 8, field: 'records.0.password' } })).toEqual({
      en: 'Password must be at least 8 characters',
      es: 'El campo «Contraseña» debe tener al menos 8 caracteres',
      fr: 'Le champ « Mot de passe » doit contenir au moins 8 caractères',
      de: 'Passwort muss mindestens 8 Zeichen lang sein',
    })
  })

  it('words a sample of every table in each language', () => {
    const samples: [Message, Record<Locale, string>][] = [
      [{ code: 'error.not_found' }, { en: 'Not found.', es: 'No encontrado.', fr: 'Introuvable.', de: 'Nicht gefunden.' }],
      [
        { code: 'auth.too_many_attempts', params: { seconds: 42 } },
        {
          en: 'Too many login attempts. Please try again in 42 seconds.',
          es: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo dentro de 42 segundos.',
          fr: 'Trop de tentatives de connexion. Veuillez réessayer dans 42 secondes.',
          de: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 42 Sekunden erneut.',
        },
      ],
      [{ code: 'account.profile_updated' }, { en: 'Your profile has been updated.', es: 'Tu perfil se ha actualizado.', fr: 'Votre profil a été mis à jour.', de: 'Ihr Profil wurde aktualisiert.' }],
      [{ code: 'lists.deleted' }, { en: 'List deleted.', es: 'Lista eliminada.', fr: 'Liste supprimée.', de: 'Liste gelöscht.' }],
      [{ code: 'results.added', params: { count: 1 } }, { en: '1 record added.', es: '1 registro añadido.', fr: '1 enregistrement ajouté.', de: '1 Datensatz hinzugefügt.' }],
      [
        { code: 'results.added', params: { count: 1500 } },
        { en: '1,500 records added.', es: '1500 registros añadidos.', fr: '1\u202f500 enregistrements ajoutés.', de: '1.500 Datensätze hinzugefügt.' },
      ],
      [{ code: 'labels.name_taken' }, { en: 'The name has already been taken.', es: 'Este nombre ya está en uso.', fr: 'Ce nom est déjà utilisé.', de: 'Dieser Name wird bereits verwendet.' }],
      [{ code: 'locations.unknown_country' }, { en: 'Unknown country.', es: 'País desconocido.', fr: 'Pays inconnu.', de: 'Unbekanntes Land.' }],
      [
        { code: 'lead_jobs.started', params: { kind: 'find-emails', count: 12 } },
        {
          en: 'Find e-mails started for 12 leads.',
          es: 'Se ha iniciado «Buscar correos» para 12 contactos.',
          fr: '« Trouver des e-mails » lancé pour 12 prospects.',
          de: '„E-Mails finden“ für 12 Leads gestartet.',
        },
      ],
      [
        { code: 'lead_jobs.not_for_type', params: { kind: 'get-phones', list_type: 'influencer' } },
        {
          en: 'Get phones is not offered for influencer lists.',
          es: '«Obtener teléfonos» no está disponible para listas de tipo «Influencers».',
          fr: '« Obtenir des téléphones » n’est pas proposé pour les listes de type « Influenceurs ».',
          de: '„Telefonnummern holen“ ist für Listen vom Typ „Influencer“ nicht verfügbar.',
        },
      ],
      [
        { code: 'ai.not_for_type', params: { type: 'industry' } },
        {
          en: 'AI writing is not offered for local business lists.',
          es: 'La redacción con IA no está disponible para listas de tipo «Negocios locales».',
          fr: 'La rédaction IA n’est pas proposée pour les listes de type « Commerces locaux ».',
          de: 'KI-Texte werden für Listen vom Typ „Lokale Unternehmen“ nicht angeboten.',
        },
      ],
      [{ code: 'training.profile_saved' }, { en: 'Business profile saved.', es: 'Perfil de empresa guardado.', fr: 'Profil de l’entreprise enregistré.', de: 'Unternehmensprofil gespeichert.' }],
      [
        { code: 'integrations.webhook_test_failed', params: { reason: 'The endpoint answered 500' } },
        {
          en: 'Test failed: The endpoint answered 500',
          es: 'La prueba ha fallado: The endpoint answered 500',
          fr: 'Le test a échoué : The endpoint answered 500',
          de: 'Test fehlgeschlagen: The endpoint answered 500',
        },
      ],
      [{ code: 'wallet.card_added' }, { en: 'Your card has been added.', es: 'Tu tarjeta se ha añadido.', fr: 'Votre carte a été ajoutée.', de: 'Ihre Karte wurde hinzugefügt.' }],
    ]
    for (const [message, wordings] of samples) expect(inAll(message), message.code).toEqual(wordings)
  })

  it('counts with the plural forms of each language (French says 0 in the singular)', () => {
    const count = (locale: Locale, n: number) => wordCount(translator(locale), locale, 'leads.toasts.listsDeleted', n)
    expect(locales.map((l) => count(l, 1))).toEqual(['1 list deleted.', '1 lista eliminada.', '1 liste supprimée.', '1 Liste gelöscht.'])
    expect(locales.map((l) => count(l, 3))).toEqual(['3 lists deleted.', '3 listas eliminadas.', '3 listes supprimées.', '3 Listen gelöscht.'])
    expect(count('fr', 0)).toBe('0 liste supprimée.')
    expect(count('en', 0)).toBe('0 lists deleted.')
  })

  it('never shows a code: an unknown one is "Something went wrong." in the language', () => {
    expect(inAll({ code: 'nobody.knows_this' })).toEqual({ en: 'Something went wrong.', es: 'Algo ha salido mal.', fr: 'Un problème est survenu.', de: 'Etwas ist schiefgelaufen.' })
  })
})

describe("the API's English", () => {
  it('says "Field" in the API\'s English where a message names its field', () => {
    const english = (message: KnownMessage) => englishMessage(message)
    expect(english({ code: 'validation.required', params: { field: 'email' } })).toBe('Field is required')
    expect(english({ code: 'validation.max', params: { field: 'name', max: 191 } })).toBe('Field must be max 191')
    expect(english({ code: 'validation.min_chars', params: { min: 8 } })).toBe('Field must be at least 8 characters')
  })

  it('names job kinds and lead-job list types, keeps the list-type codes the documented messages show', () => {
    expect(englishMessage({ code: 'lead_jobs.not_for_type', params: { kind: 'get-phones', list_type: 'industry' } })).toBe('Get phones is not offered for local business lists.')
    expect(englishMessage({ code: 'ai.not_for_type', params: { type: 'single' } })).toBe('AI writing is not offered for single lists.')
    expect(englishMessage({ code: 'results.wrong_type', params: { type: 'people', actual: 'industry' } })).toBe('This list holds industry results, not people.')
  })

  it('uses the English plural forms', () => {
    expect(englishMessage({ code: 'lead_jobs.started', params: { kind: 'enrich', count: 1 } })).toBe('Enrich started for 1 lead.')
    expect(englishMessage({ code: 'lead_jobs.redelivered', params: { count: 17 } })).toBe('17 leads were queued again.')
    expect(englishMessage({ code: 'ai.writing_started', params: { count: 2 } })).toBe('Writing for 2 leads.')
  })
})
