import type { MessageTranslationsOf } from '../message-format'
import type { autopilotMessages } from './autopilot-messages'

type Wording = MessageTranslationsOf<{ autopilots: typeof autopilotMessages }>['autopilots']

/** The autopilot messages' wording in Spanish, French and German (the i18n files put them under `messages`). */
export const autopilotMessagesEs: Wording = {
  time_invalid: 'La hora debe tener el formato HH:MM (00:00 a 23:59).',
  timezone_invalid: 'Esta zona horaria no es conocida.',
  not_for_list_type: 'Este paso no se aplica a la lista seleccionada.',
  deleted: 'Piloto automático eliminado.',
  cannot_resume: 'Solo se puede reanudar un piloto automático en pausa.',
  cannot_pause: 'Solo se puede pausar un piloto automático activo.',
  draft_cannot_run: 'Termina y guarda el piloto automático antes de ejecutarlo.',
  out_of_credits_subject: 'Piloto automático "{{name}}" en pausa: sin créditos',
  out_of_credits_body: 'Tu piloto automático "{{name}}" se quedó sin créditos y se pausó. Compra créditos y reanúdalo: continuará donde se detuvo sin volver a cobrar lo ya hecho.',
  run_out_of_credits: 'Se acabaron los créditos: el piloto automático se pausó. Reanúdalo para terminar esta ejecución.',
  run_search_failed: 'No se pudo realizar la búsqueda.',
  run_step_failed: 'Un paso de la ejecución falló: {{reason}}',
}

export const autopilotMessagesFr: Wording = {
  time_invalid: "L'heure doit être au format HH:MM (00:00 à 23:59).",
  timezone_invalid: "Ce fuseau horaire n'est pas connu.",
  not_for_list_type: "Cette étape ne s'applique pas à la liste sélectionnée.",
  deleted: 'Pilote automatique supprimé.',
  cannot_resume: 'Seul un pilote automatique en pause peut être repris.',
  cannot_pause: 'Seul un pilote automatique actif peut être mis en pause.',
  draft_cannot_run: "Terminez et enregistrez le pilote automatique avant de l'exécuter.",
  out_of_credits_subject: 'Pilote automatique « {{name}} » en pause : plus de crédits',
  out_of_credits_body: "Votre pilote automatique « {{name}} » n'a plus de crédits et a été mis en pause. Achetez des crédits puis reprenez-le : il continue là où il s'est arrêté sans facturer à nouveau ce qui est fait.",
  run_out_of_credits: "Les crédits sont épuisés : le pilote automatique a été mis en pause. Reprenez-le pour terminer cette exécution.",
  run_search_failed: "La recherche n'a pas pu être lancée.",
  run_step_failed: "Une étape de l'exécution a échoué : {{reason}}",
}

export const autopilotMessagesDe: Wording = {
  time_invalid: 'Die Uhrzeit muss im Format HH:MM sein (00:00 bis 23:59).',
  timezone_invalid: 'Diese Zeitzone ist nicht bekannt.',
  not_for_list_type: 'Dieser Schritt gilt nicht für die ausgewählte Liste.',
  deleted: 'Autopilot gelöscht.',
  cannot_resume: 'Nur ein pausierter Autopilot kann fortgesetzt werden.',
  cannot_pause: 'Nur ein aktiver Autopilot kann pausiert werden.',
  draft_cannot_run: 'Stelle den Autopiloten fertig und speichere ihn, bevor du ihn ausführst.',
  out_of_credits_subject: 'Autopilot „{{name}}“ pausiert: keine Credits mehr',
  out_of_credits_body: 'Dein Autopilot „{{name}}“ hat keine Credits mehr und wurde pausiert. Kaufe Credits und setze ihn fort: Er macht dort weiter, wo er aufgehört hat, ohne Erledigtes erneut zu berechnen.',
  run_out_of_credits: 'Die Credits sind aufgebraucht: Der Autopilot wurde pausiert. Setze ihn fort, um diesen Lauf abzuschließen.',
  run_search_failed: 'Die Suche konnte nicht ausgeführt werden.',
  run_step_failed: 'Ein Schritt des Laufs ist fehlgeschlagen: {{reason}}',
}
