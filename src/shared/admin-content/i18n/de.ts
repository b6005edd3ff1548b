import type { MessageTranslationsOf } from '../../message-format'
import type { contentMessages } from '../messages'

const messages: MessageTranslationsOf<{ content: typeof contentMessages }> = {
  content: {
    topic_not_found: 'Dieses Thema gibt es nicht.',
    topic_title_taken: 'Ein Thema mit diesem Titel gibt es bereits.',
    topic_has_courses: { one: '„{{title}}“ enthält noch {{count}} Kurs. Verschieben oder löschen Sie ihn zuerst.', other: '„{{title}}“ enthält noch {{count}} Kurse. Verschieben oder löschen Sie sie zuerst.' },
    topic_created: 'Thema „{{title}}“ angelegt.',
    topic_saved: 'Thema „{{title}}“ gespeichert.',
    topic_deleted: 'Thema „{{title}}“ gelöscht.',
    course_not_found: 'Diesen Kurs gibt es nicht.',
    course_created: 'Kurs „{{title}}“ angelegt.',
    course_saved: 'Kurs „{{title}}“ gespeichert.',
    course_deleted: 'Kurs „{{title}}“ gelöscht.',
    page_not_found: 'Diese Seite gibt es in diesem Kurs nicht.',
    page_created: 'Seite „{{title}}“ angelegt.',
    page_saved: 'Seite „{{title}}“ gespeichert.',
    page_deleted: 'Seite „{{title}}“ gelöscht.',
    order_mismatch: 'Die Reihenfolge muss jede Seite des Kurses genau einmal nennen.',
    order_saved: 'Reihenfolge der Seiten gespeichert.',
    partner_not_found: 'Diesen Partner gibt es nicht.',
    referral_code_taken: 'Ein anderer Partner verwendet diesen Empfehlungscode bereits.',
    referral_code_required: 'Ein Empfehlungspartner braucht einen Empfehlungscode.',
    partner_in_use: { one: '{{count}} Nutzer wurde mit diesem Code geworben. Ein Partner, der Nutzer geworben hat, kann deaktiviert, aber nicht gelöscht werden.', other: '{{count}} Nutzer wurden mit diesem Code geworben. Ein Partner, der Nutzer geworben hat, kann deaktiviert, aber nicht gelöscht werden.' },
    partner_created: 'Partner „{{name}}“ angelegt.',
    partner_saved: 'Partner „{{name}}“ gespeichert.',
    partner_deleted: 'Partner „{{name}}“ gelöscht.',
  },
}

const content = {}

export const strings = { content, messages }
