import { queryOptions } from '@tanstack/react-query'
import type { CourseBody, PageBody, PartnerBody, TopicBody } from '../shared/admin-content/schemas'
import type { AdminCourse, AdminCourseDetail, AdminPage, AdminTopic, ContentAnswer, Partner } from '../shared/admin-content/types'
import { http } from './http'

type Deleted = { message: string; id: number }

export const listAdminTopics = () => http<{ data: AdminTopic[] }>('/api/admin/topics')
export const createTopic = (body: TopicBody) => http<ContentAnswer<AdminTopic>>('/api/admin/topics', { method: 'POST', body })
export const updateTopic = (id: number, body: TopicBody) => http<ContentAnswer<AdminTopic>>(`/api/admin/topics/${id}`, { method: 'PUT', body })
export const deleteTopic = (id: number) => http<Deleted>(`/api/admin/topics/${id}`, { method: 'DELETE' })

export const listAdminCourses = () => http<{ data: AdminCourse[] }>('/api/admin/courses')
export const getAdminCourse = (id: number) => http<AdminCourseDetail>(`/api/admin/courses/${id}`)
export const createCourse = (body: CourseBody) => http<ContentAnswer<AdminCourse>>('/api/admin/courses', { method: 'POST', body })
export const updateCourse = (id: number, body: CourseBody) => http<ContentAnswer<AdminCourse>>(`/api/admin/courses/${id}`, { method: 'PUT', body })
export const deleteCourse = (id: number) => http<Deleted>(`/api/admin/courses/${id}`, { method: 'DELETE' })

export const createPage = (courseId: number, body: PageBody) => http<ContentAnswer<AdminPage>>(`/api/admin/courses/${courseId}/items`, { method: 'POST', body })
export const updatePage = (courseId: number, id: number, body: PageBody) =>
  http<ContentAnswer<AdminPage>>(`/api/admin/courses/${courseId}/items/${id}`, { method: 'PUT', body })
export const deletePage = (courseId: number, id: number) => http<Deleted>(`/api/admin/courses/${courseId}/items/${id}`, { method: 'DELETE' })
export const orderPages = (courseId: number, itemIds: number[]) =>
  http<ContentAnswer<AdminPage[]>>(`/api/admin/courses/${courseId}/order`, { method: 'PUT', body: { item_ids: itemIds } })

export const listPartners = () => http<{ data: Partner[] }>('/api/admin/partners')
export const getPartner = (id: number) => http<Partner>(`/api/admin/partners/${id}`)
export const createPartner = (body: PartnerBody) => http<ContentAnswer<Partner>>('/api/admin/partners', { method: 'POST', body })
export const updatePartner = (id: number, body: PartnerBody) => http<ContentAnswer<Partner>>(`/api/admin/partners/${id}`, { method: 'PUT', body })
export const deletePartner = (id: number) => http<Deleted>(`/api/admin/partners/${id}`, { method: 'DELETE' })

export const contentKeys = {
  all: ['admin-content'] as const,
  topics: ['admin-content', 'topics'] as const,
  courses: ['admin-content', 'courses'] as const,
  course: (id: number) => ['admin-content', 'course', id] as const,
  partners: ['admin-content', 'partners'] as const,
  partner: (id: number) => ['admin-content', 'partner', id] as const,
}

export const adminTopicsQuery = () => queryOptions({ queryKey: contentKeys.topics, queryFn: listAdminTopics, select: (r) => r.data })
export const adminCoursesQuery = () => queryOptions({ queryKey: contentKeys.courses, queryFn: listAdminCourses, select: (r) => r.data })
export const adminCourseQuery = (id: number) => queryOptions({ queryKey: contentKeys.course(id), queryFn: () => getAdminCourse(id) })
export const partnersQuery = () => queryOptions({ queryKey: contentKeys.partners, queryFn: listPartners, select: (r) => r.data })
export const partnerQuery = (id: number) => queryOptions({ queryKey: contentKeys.partner(id), queryFn: () => getPartner(id) })
