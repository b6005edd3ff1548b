import { sql } from 'drizzle-orm'
import type { TestServer } from '../harness'

/**
 * A journal of committed writes, for telling whether a refused request wrote anything. A row trigger on every table
 * of the app's schema notes the table and the operation of each row written, in the writing transaction: a write that
 * rolls back leaves no note, one that commits does, whether or not it changed a row count or an `updated_at`. Reading
 * the journal's last id after a request is one indexed query, so every refused request is checked on its own (no
 * batches to bisect).
 */
export type Write = { tbl: string; op: string }

type Rows<T> = { rows: T[] }

export async function installWriteJournal(s: TestServer) {
  await s.db.execute(sql.raw('create table fuzz_writes (id bigserial primary key, tbl text not null, op text not null)'))
  await s.db.execute(
    sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$
      begin insert into fuzz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  )
  await s.db.execute(
    sql.raw(`do $$ declare t text; begin
      for t in select table_name from information_schema.tables
               where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes' loop
        execute format('create trigger fuzz_note_write after insert or update or delete on %I for each row execute function fuzz_note_write()', t);
      end loop;
    end $$`),
  )
  let last = await lastId()

  async function lastId(): Promise<number> {
    const result = (await s.db.execute(sql`select coalesce(max(id), 0)::int as id from fuzz_writes`)) as unknown as Rows<{ id: number }>
    return result.rows[0].id
  }

  return {
    /** The writes committed since the previous call, grouped by table and operation. */
    async writesSinceLast(): Promise<Write[]> {
      const now = await lastId()
      if (now === last) return []
      const result = (await s.db.execute(sql`select distinct tbl, op from fuzz_writes where id > ${last} and id <= ${now} order by 1, 2`)) as unknown as Rows<Write>
      last = now
      return result.rows
    },
  }
}
