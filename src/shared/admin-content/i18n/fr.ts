import type { MessageTranslationsOf } from '../../message-format'
import type { contentMessages } from '../messages'

const messages: MessageTranslationsOf<{ content: typeof contentMessages }> = {
  content: {
    topic_not_found: 'Ce thème n’existe pas.',
    topic_title_taken: 'Un thème porte déjà ce titre.',
    topic_has_courses: { one: '« {{title}} » contient encore {{count}} cours. Déplacez-le ou supprimez-le d’abord.', other: '« {{title}} » contient encore {{count}} cours. Déplacez-les ou supprimez-les d’abord.' },
    topic_created: 'Thème « {{title}} » créé.',
    topic_saved: 'Thème « {{title}} » enregistré.',
    topic_deleted: 'Thème « {{title}} » supprimé.',
    course_not_found: 'Ce cours n’existe pas.',
    course_created: 'Cours « {{title}} » créé.',
    course_saved: 'Cours « {{title}} » enregistré.',
    course_deleted: 'Cours « {{title}} » supprimé.',
    page_not_found: 'Cette page n’existe pas dans ce cours.',
    page_created: 'Page « {{title}} » créée.',
    page_saved: 'Page « {{title}} » enregistrée.',
    page_deleted: 'Page « {{title}} » supprimée.',
    order_mismatch: 'L’ordre doit citer chaque page du cours une seule fois.',
    order_saved: 'Ordre des pages enregistré.',
    partner_not_found: 'Ce partenaire n’existe pas.',
    referral_code_taken: 'Un autre partenaire utilise déjà ce code de parrainage.',
    referral_code_required: 'Un partenaire de parrainage a besoin d’un code de parrainage.',
    partner_in_use: { one: '{{count}} utilisateur a été parrainé avec ce code. Un partenaire qui a parrainé des utilisateurs peut être désactivé, pas supprimé.', other: '{{count}} utilisateurs ont été parrainés avec ce code. Un partenaire qui a parrainé des utilisateurs peut être désactivé, pas supprimé.' },
    partner_created: 'Partenaire « {{name}} » créé.',
    partner_saved: 'Partenaire « {{name}} » enregistré.',
    partner_deleted: 'Partenaire « {{name}} » supprimé.',
  },
}

const content = {}

export const strings = { content, messages }
