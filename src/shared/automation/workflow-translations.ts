import type { MessageTranslationsOf } from '../message-format'
import type { workflowMessages } from './workflow-messages'

type Translated = MessageTranslationsOf<{ automation: typeof workflowMessages }>['automation']

/** The workflow messages in the other languages (each language's catalogue spreads its part into `messages.automation`). */
export const workflowMessageTranslations: { es: Translated; fr: Translated; de: Translated } = {
  es: {
    workflow_not_connected: 'Conecta todos los nodos antes de continuar.',
    workflow_trigger_count: 'Un flujo de trabajo necesita exactamente un disparador.',
    workflow_cycle: 'Un flujo de trabajo no puede volver a un paso anterior.',
    workflow_node_invalid: 'Un paso tiene ajustes por completar.',
    workflow_invalid: 'El flujo de trabajo aún no se puede publicar.',
    workflow_conflict: 'El flujo de trabajo se cambió en otro lugar. Recárgalo para ver la última versión.',
    workflow_not_published: 'Publica el flujo de trabajo antes de ejecutarlo.',
    workflow_no_list: 'Elige una lista sobre la que ejecutar el flujo de trabajo.',
    workflow_published: 'Flujo de trabajo publicado.',
    workflow_run_started: { one: 'El flujo de trabajo empezó para {{count}} lead.', other: 'El flujo de trabajo empezó para {{count}} leads.' },
    workflow_template_unknown: 'No existe esa plantilla.',
    workflow_deleted: 'Flujo de trabajo eliminado.',
    workflow_prompt_missing: 'El prompt elegido ya no existe: elige otro.',
    workflow_webhook_missing: 'El webhook elegido ya no existe: elige otro.',
    workflow_run_resumed: 'La ejecución continúa con sus leads pendientes.',
  },
  fr: {
    workflow_not_connected: 'Veuillez connecter tous les nœuds avant de continuer.',
    workflow_trigger_count: 'Un workflow a besoin d\'exactement un déclencheur.',
    workflow_cycle: 'Un workflow ne peut pas revenir à une étape précédente.',
    workflow_node_invalid: 'Une étape a des réglages à compléter.',
    workflow_invalid: 'Le workflow ne peut pas encore être publié.',
    workflow_conflict: 'Le workflow a été modifié ailleurs. Rechargez-le pour voir la dernière version.',
    workflow_not_published: 'Publiez le workflow avant de l\'exécuter.',
    workflow_no_list: 'Choisissez une liste sur laquelle exécuter le workflow.',
    workflow_published: 'Workflow publié.',
    workflow_run_started: { one: 'Le workflow a démarré pour {{count}} lead.', other: 'Le workflow a démarré pour {{count}} leads.' },
    workflow_template_unknown: 'Ce modèle n\'existe pas.',
    workflow_deleted: 'Workflow supprimé.',
    workflow_prompt_missing: 'Le prompt choisi n\'existe plus : choisissez-en un autre.',
    workflow_webhook_missing: 'Le webhook choisi n\'existe plus : choisissez-en un autre.',
    workflow_run_resumed: 'L\'exécution reprend avec ses leads en attente.',
  },
  de: {
    workflow_not_connected: 'Bitte verbinden Sie alle Knoten, bevor Sie fortfahren.',
    workflow_trigger_count: 'Ein Workflow braucht genau einen Auslöser.',
    workflow_cycle: 'Ein Workflow kann nicht zu einem früheren Schritt zurückführen.',
    workflow_node_invalid: 'Ein Schritt hat noch unvollständige Einstellungen.',
    workflow_invalid: 'Der Workflow kann noch nicht veröffentlicht werden.',
    workflow_conflict: 'Der Workflow wurde anderswo geändert. Laden Sie ihn neu, um die neueste Version zu sehen.',
    workflow_not_published: 'Veröffentlichen Sie den Workflow, bevor Sie ihn ausführen.',
    workflow_no_list: 'Wählen Sie eine Liste, auf der der Workflow laufen soll.',
    workflow_published: 'Workflow veröffentlicht.',
    workflow_run_started: { one: 'Der Workflow wurde für {{count}} Lead gestartet.', other: 'Der Workflow wurde für {{count}} Leads gestartet.' },
    workflow_template_unknown: 'Diese Vorlage gibt es nicht.',
    workflow_deleted: 'Workflow gelöscht.',
    workflow_prompt_missing: 'Der gewählte Prompt existiert nicht mehr: Wählen Sie einen anderen.',
    workflow_webhook_missing: 'Der gewählte Webhook existiert nicht mehr: Wählen Sie einen anderen.',
    workflow_run_resumed: 'Der Lauf wird mit seinen offenen Leads fortgesetzt.',
  },
}
