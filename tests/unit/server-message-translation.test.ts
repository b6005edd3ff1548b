import { describe, expect, it } from 'vitest'
import { messageTables, translateMessage } from '../../src/client/forms/translate-message'
import { translate } from '../../src/client/i18n'
import { aiMessages } from '../../src/shared/ai/messages'
import { trainingMessages } from '../../src/shared/ai/training-messages'
import { leadJobMessages } from '../../src/shared/leads/lead-job-messages'
import { leadJobKinds } from '../../src/shared/leads/lead-jobs'
import { leadTypes } from '../../src/shared/leads/types'
import { errors, messages } from '../../src/shared/messages'
import { serverMessages } from '../../src/shared/server-messages'
import { walletNotices } from '../../src/shared/wallet/messages'
import type { Locale } from '../../src/shared/i18n/locales'

const inLocale = (locale: Locale) => (message: string) => translateMessage(message, (key, params) => translate(locale, key, params))
const fixedMessages = messageTables.flatMap(([table, prefix]) =>
  Object.entries(table).flatMap(([name, text]) => (typeof text === 'string' ? [{ key: `${prefix}.${name}`, text }] : [])),
)

/** One answer of every function message, beyond the fixed ones. */
const wordedAnswers = [
  messages.minChars(8), messages.min(2), messages.max(255), messages.greater(0), messages.fileSize(5), messages.imageFormats('jpg, png'),
  errors.tooManyAttempts(42), errors.resendWait(30),
  ...leadJobKinds.flatMap((kind) => [leadJobMessages.started(kind, 1), leadJobMessages.started(kind, 250), ...leadTypes.map((type) => leadJobMessages.notForType(kind, type))]),
  leadJobMessages.redelivered(0), leadJobMessages.redelivered(1), leadJobMessages.redelivered(17),
]

describe('server message translation', () => {
  it('knows the server tables among the fixed messages', () => {
    const keys = fixedMessages.map((m) => m.key)
    for (const table of ['app.server', 'ai.server', 'aiTraining.server', 'integrations.server', 'enrichment.jobs.server', 'wallet.notices']) {
      expect(keys.some((key) => key.startsWith(`${table}.`)), table).toBe(true)
    }
  })

  it.each(['de', 'es', 'fr'] as const)('words every fixed message of every table in %s', (locale) => {
    const say = inLocale(locale)
    for (const { key, text } of fixedMessages) {
      const shown = say(text)
      expect(shown, `${locale} ${key}`).not.toBe(text)
      expect(shown, `${locale} ${key}`).not.toBe(key)
    }
  })

  it.each(['de', 'es', 'fr'] as const)('words every answer of the function messages in %s, keeping its numbers', (locale) => {
    const say = inLocale(locale)
    for (const text of wordedAnswers) {
      const shown = say(text)
      expect(shown, `${locale}: ${text}`).not.toBe(text)
      expect(shown, `${locale}: ${text}`).not.toMatch(/\{\{|enrichment\.|app\./)
      for (const number of text.match(/\d+/g) ?? []) expect(shown, `${locale}: ${text}`).toContain(number)
    }
  })

  it('shows every message in English exactly as the server words it', () => {
    const say = inLocale('en')
    for (const text of [...fixedMessages.map((m) => m.text), ...wordedAnswers]) expect(say(text)).toBe(text)
  })

  it('words concrete toasts as a German, Spanish and French user sees them', () => {
    expect(inLocale('de')(trainingMessages.profileSaved)).toBe('Unternehmensprofil gespeichert.')
    expect(inLocale('de')(serverMessages.loggedOut)).toBe('Sie wurden erfolgreich abgemeldet.')
    expect(inLocale('fr')(walletNotices.card_added)).toBe('Votre carte a été ajoutée.')
    expect(inLocale('de')(leadJobMessages.started('find-emails', 12))).toBe('„E-Mails finden“ für 12 Leads gestartet.')
    expect(inLocale('fr')(leadJobMessages.started('enrich', 1))).toBe('« Enrichir » lancé pour 1 prospect.')
    expect(inLocale('es')(leadJobMessages.redelivered(3))).toBe('Se han vuelto a poner en cola 3 contactos.')
    expect(inLocale('de')(leadJobMessages.notForType('get-phones', 'influencer'))).toBe('„Telefonnummern holen“ ist für Listen vom Typ „Influencer“ nicht verfügbar.')
    expect(inLocale('es')(messages.minChars(8))).toBe('El campo debe tener al menos 8 caracteres')
    expect(inLocale('de')(errors.tooManyAttempts(42))).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 42 Sekunden erneut.')
  })

  it('names the list type in the AI writing refusal, and shows an unnamed type as it came', () => {
    expect(inLocale('de')(aiMessages.notForType('industry'))).toBe('KI-Texte werden für Listen vom Typ „Lokale Unternehmen“ nicht angeboten.')
    expect(inLocale('fr')(aiMessages.notForType('workflow'))).toBe('La rédaction IA n’est pas proposée pour les listes de type « workflow ».')
  })

  it('leaves a message no table has as it came', () => {
    expect(inLocale('de')('Something only this test says.')).toBe('Something only this test says.')
    expect(inLocale('de')('Field must be at least many characters')).toBe('Field must be at least many characters')
  })
})
