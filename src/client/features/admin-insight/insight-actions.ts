import { exportReport, type ReportParams } from '../../../api/admin-insight'
import type { AnalyticsName } from '../../../shared/admin-insight/schemas'

/** Downloads the report's whole table as the CSV the server writes (its filename names the report and range). */
export async function downloadReportCsv(name: AnalyticsName, params: ReportParams): Promise<void> {
  const { blob, filename } = await exportReport(name, params)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
