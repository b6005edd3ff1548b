import { aiKeys, createDefaultPrompt, createPrompt, deleteDefaultPrompt, deletePrompt, listDefaultPrompts, listPrompts, updateDefaultPrompt, updatePrompt, type PromptFilter } from '../../../api/ai'
import type { Prompt } from '../../../shared/ai/prompts'

/** The prompt calls of a page: the user's own (with the defaults beside them) or the super admin's platform defaults. */
export type PromptMode = 'own' | 'defaults'
type PromptQuery = { queryKey: readonly unknown[]; queryFn: () => Promise<Prompt[]> }

export function promptApi(mode: PromptMode) {
  const query = (f: PromptFilter): PromptQuery =>
    mode === 'own' ? { queryKey: aiKeys.prompts({ ...f, show_default: true }), queryFn: () => listPrompts({ ...f, show_default: true }) } : { queryKey: aiKeys.defaultPrompts(f), queryFn: () => listDefaultPrompts(f) }
  return mode === 'own'
    ? { query, create: createPrompt, update: updatePrompt, remove: deletePrompt }
    : { query, create: createDefaultPrompt, update: updateDefaultPrompt, remove: deleteDefaultPrompt }
}
