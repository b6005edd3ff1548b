/** The words a table needs, from the page's catalogue (the table itself holds no text). */
export type TableLabels = {
  /** The sort button of a column: says the column and its order now. */
  sort(column: string, direction: 'asc' | 'desc' | false): string
  /** The checkbox of one row, named by the row ("Select Fresno Dental"). */
  select(row: string): string
  /** The header checkbox: every loaded row. */
  selectAll: string
  /** The handle that resizes a column. */
  resize(column: string): string
}
