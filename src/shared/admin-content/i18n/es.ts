import type { MessageTranslationsOf } from '../../message-format'
import type { contentMessages } from '../messages'

const messages: MessageTranslationsOf<{ content: typeof contentMessages }> = {
  content: {
    topic_not_found: 'Este tema no existe.',
    topic_title_taken: 'Ya existe un tema con este título.',
    topic_has_courses: { one: '«{{title}}» todavía tiene {{count}} curso. Muévelo o elimínalo primero.', other: '«{{title}}» todavía tiene {{count}} cursos. Muévelos o elimínalos primero.' },
    topic_created: 'Tema «{{title}}» creado.',
    topic_saved: 'Tema «{{title}}» guardado.',
    topic_deleted: 'Tema «{{title}}» eliminado.',
    course_not_found: 'Este curso no existe.',
    course_created: 'Curso «{{title}}» creado.',
    course_saved: 'Curso «{{title}}» guardado.',
    course_deleted: 'Curso «{{title}}» eliminado.',
    page_not_found: 'Esta página no existe en este curso.',
    page_created: 'Página «{{title}}» creada.',
    page_saved: 'Página «{{title}}» guardada.',
    page_deleted: 'Página «{{title}}» eliminada.',
    order_mismatch: 'El orden debe incluir cada página del curso una sola vez.',
    order_saved: 'Orden de las páginas guardado.',
    partner_not_found: 'Este socio no existe.',
    referral_code_taken: 'Otro socio ya usa este código de referido.',
    referral_code_required: 'Un socio de referidos necesita un código de referido.',
    partner_in_use: { one: '{{count}} usuario se registró con este código. Un socio que ha referido usuarios puede desactivarse, no eliminarse.', other: '{{count}} usuarios se registraron con este código. Un socio que ha referido usuarios puede desactivarse, no eliminarse.' },
    partner_created: 'Socio «{{name}}» creado.',
    partner_saved: 'Socio «{{name}}» guardado.',
    partner_deleted: 'Socio «{{name}}» eliminado.',
  },
}

const content = {}

export const strings = { content, messages }
