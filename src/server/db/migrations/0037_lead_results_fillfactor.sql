-- Room on each page of lead_results for a lead's updated row: a delivery marks a lead "sending" then "sent" (crm_status
-- is in no index), and with free space on the page PostgreSQL writes the new version there as a heap-only tuple,
-- without a new entry in each of the table's ten indexes (the word index computes its tsvector again for every entry).
-- Pages written from now on keep a fifth free; existing pages fill up as before (docs/decisions.md, "Room for updates").
ALTER TABLE "lead_results" SET (fillfactor = 80);
