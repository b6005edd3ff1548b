import { queryOptions } from '@tanstack/react-query'
import type { BusinessProfile, BusinessProfileField } from '../shared/ai/business-profile'
import type { DefaultQuestion, FineTune, FineTuneBody, PromptVariable } from '../shared/ai/fine-tunes'
import type { IcpSuggestions } from '../shared/ai/icp'
import type { AiListType, AiWriteParams, Prompt, PromptBody, PromptType, WriterInfo } from '../shared/ai/prompts'
import type { ResultScope } from '../shared/leads/filters'
import type { LeadJob } from '../shared/lead-jobs/schemas'
import { http } from './http'

export type ProfileStatus = { data: BusinessProfile | null; complete: boolean; missing: BusinessProfileField[] }
export type QuestionWithAnswer = DefaultQuestion & { fine_tune_id: number | null }
export type GeneratedFineTunes = { message: string; data: FineTune[]; skipped: number; writer: WriterInfo }
export type PromptFilter = { type?: AiListType; prompt_type?: PromptType; show_default?: boolean }

const query = (f: PromptFilter) => ({ ...(f.type ? { type: f.type } : {}), ...(f.prompt_type ? { prompt_type: f.prompt_type } : {}), ...(f.show_default ? { show_default: 1 } : {}) })
const data = <T>(r: { data: T }) => r.data

/** Whether the AI tools may work: the business profile is complete (GET api/business-details/data). */
export const profileStatus = () => http<ProfileStatus>('/api/business-details/data')

export const listPrompts = (f: PromptFilter) => http<{ data: Prompt[] }>('/api/prompts', { query: query(f) }).then(data)
export const createPrompt = (body: PromptBody) => http<Prompt>('/api/prompts', { method: 'POST', body })
export const updatePrompt = (id: number, text: string) => http<Prompt>(`/api/prompts/${id}`, { method: 'PUT', body: { text } })
export const deletePrompt = (id: number) => http<unknown>(`/api/prompts/${id}`, { method: 'DELETE' })

export const listDefaultPrompts = (f: PromptFilter) => http<{ data: Prompt[] }>('/api/admin/default-prompts', { query: query(f) }).then(data)
export const createDefaultPrompt = (body: PromptBody) => http<Prompt>('/api/admin/default-prompts', { method: 'POST', body })
export const updateDefaultPrompt = (id: number, text: string) => http<Prompt>(`/api/admin/default-prompts/${id}`, { method: 'PUT', body: { text } })
export const deleteDefaultPrompt = (id: number) => http<unknown>(`/api/admin/default-prompts/${id}`, { method: 'DELETE' })

export const listAdminQuestions = () => http<{ data: DefaultQuestion[] }>('/api/admin/default-questions').then(data)
export const createDefaultQuestion = (body: { question: string; variable: string }) => http<DefaultQuestion>('/api/admin/default-questions', { method: 'POST', body })
export const updateDefaultQuestion = (id: number, body: { question: string; variable: string }) => http<DefaultQuestion>(`/api/admin/default-questions/${id}`, { method: 'PUT', body })
export const deleteDefaultQuestion = (id: number) => http<unknown>(`/api/admin/default-questions/${id}`, { method: 'DELETE' })

export const listFineTunes = () => http<{ data: FineTune[] }>('/api/business-details/fine-tunes').then(data)
export const createFineTune = (body: FineTuneBody) => http<FineTune>('/api/business-details/fine-tunes', { method: 'POST', body })
export const updateFineTune = (id: number, body: FineTuneBody) => http<FineTune>(`/api/business-details/fine-tunes/${id}`, { method: 'PUT', body })
export const deleteFineTune = (id: number) => http<unknown>(`/api/business-details/fine-tunes/${id}`, { method: 'DELETE' })
export const listDefaultQuestions = () => http<{ data: QuestionWithAnswer[] }>('/api/get-all-openai-default-questions').then(data)
export const listVariables = () => http<{ data: PromptVariable[] }>('/api/business-details/get-fine-tunes-variables').then(data)
export const generateFineTunes = (body: { question_ids?: number[]; overwrite?: boolean } = {}) =>
  http<GeneratedFineTunes>('/api/business-details/generateFineTune', { method: 'POST', body })

export const writerInfo = () => http<WriterInfo>('/api/ai/writer')
export const previewText = (body: { type: AiListType; prompt_type: PromptType; prompt_id?: number; text?: string; result_id?: number }) =>
  http<{ text: string; writer: WriterInfo; prompt_id: number | null }>('/api/ai/preview', { method: 'POST', body })
export const icpSuggestions = () => http<IcpSuggestions | null>('/api/icp-suggestions')
export const generateIcpSuggestions = () => http<IcpSuggestions>('/api/icp-suggestions', { method: 'POST' })

export const aiKeys = {
  all: ['ai'] as const,
  profile: ['ai', 'profile-status'] as const,
  prompts: (f: PromptFilter) => ['ai', 'prompts', f] as const,
  defaultPrompts: (f: PromptFilter) => ['ai', 'default-prompts', f] as const,
  adminQuestions: ['ai', 'admin-questions'] as const,
  fineTunes: ['ai', 'fine-tunes'] as const,
  questions: ['ai', 'questions'] as const,
  variables: ['ai', 'variables'] as const,
  writer: ['ai', 'writer'] as const,
  icp: ['ai', 'icp'] as const,
}

export const profileStatusQuery = () => queryOptions({ queryKey: aiKeys.profile, queryFn: profileStatus })
export const promptsQuery = (f: PromptFilter) => queryOptions({ queryKey: aiKeys.prompts(f), queryFn: () => listPrompts(f) })
export const adminQuestionsQuery = () => queryOptions({ queryKey: aiKeys.adminQuestions, queryFn: listAdminQuestions })
export const fineTunesQuery = () => queryOptions({ queryKey: aiKeys.fineTunes, queryFn: listFineTunes })
export const questionsQuery = () => queryOptions({ queryKey: aiKeys.questions, queryFn: listDefaultQuestions })
export const variablesQuery = () => queryOptions({ queryKey: aiKeys.variables, queryFn: listVariables })
export const writerQuery = () => queryOptions({ queryKey: aiKeys.writer, queryFn: writerInfo })
export const icpQuery = () => queryOptions({ queryKey: aiKeys.icp, queryFn: icpSuggestions })
