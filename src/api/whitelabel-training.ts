import { queryOptions } from '@tanstack/react-query'
import type { TrainingCourse, TrainingCourseBody, TrainingPage, TrainingPageBody } from '../shared/whitelabel/services'
import { http } from './http'

type Answer<T> = { message: string; data: T }
export type TrainingCourseDetail = TrainingCourse & { page_list: TrainingPage[] }

const courses = '/api/wl/training/courses'
export const listTrainingCourses = () => http<{ data: TrainingCourse[] }>(courses)
export const getTrainingCourse = (id: number) => http<{ data: TrainingCourseDetail }>(`${courses}/${id}`)
export const createTrainingCourse = (body: TrainingCourseBody) => http<Answer<TrainingCourse>>(courses, { method: 'POST', body })
export const updateTrainingCourse = (id: number, body: TrainingCourseBody) => http<Answer<TrainingCourse>>(`${courses}/${id}`, { method: 'PUT', body })
export const deleteTrainingCourse = (id: number) => http<{ message: string }>(`${courses}/${id}`, { method: 'DELETE' })
export const getTrainingPage = (courseId: number, pageId: number) => http<{ data: TrainingPage }>(`${courses}/${courseId}/pages/${pageId}`)
export const createTrainingPage = (courseId: number, body: TrainingPageBody) => http<Answer<TrainingPage>>(`${courses}/${courseId}/pages`, { method: 'POST', body })
export const updateTrainingPage = (courseId: number, pageId: number, body: TrainingPageBody) =>
  http<Answer<TrainingPage>>(`${courses}/${courseId}/pages/${pageId}`, { method: 'PUT', body })
export const deleteTrainingPage = (courseId: number, pageId: number) => http<{ message: string }>(`${courses}/${courseId}/pages/${pageId}`, { method: 'DELETE' })

export const wlTrainingKeys = {
  all: ['wl-training'] as const,
  courses: ['wl-training', 'courses'] as const,
  course: (id: number) => ['wl-training', 'course', id] as const,
  page: (courseId: number, pageId: number) => ['wl-training', 'page', courseId, pageId] as const,
}

export const trainingCoursesQuery = () => queryOptions({ queryKey: wlTrainingKeys.courses, queryFn: listTrainingCourses, select: (r) => r.data })
export const trainingCourseQuery = (id: number) => queryOptions({ queryKey: wlTrainingKeys.course(id), queryFn: () => getTrainingCourse(id), select: (r) => r.data })
export const trainingPageQuery = (courseId: number, pageId: number) =>
  queryOptions({ queryKey: wlTrainingKeys.page(courseId, pageId), queryFn: () => getTrainingPage(courseId, pageId), select: (r) => r.data })
