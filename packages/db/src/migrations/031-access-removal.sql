-- Access removed as easily as it is granted: a removed person keeps their row, marked, so history
-- still names them, the bootstrap grants (ADMIN_EMAILS, the local provider's people) do not give
-- them access again at the next start, and only an ADMIN's new grant does.
ALTER TABLE admin_users ADD COLUMN removed_at timestamptz;
ALTER TABLE admin_users ADD COLUMN removed_by text CHECK (removed_by IS NULL OR length(removed_by) <= 400);
