-- An approver is named as history names anyone (#42): a person's e-mail or a token's label, up to
-- 320 characters, not 64 (a longer one was refused by the database after the checks had passed).
ALTER TABLE release_approvals DROP CONSTRAINT release_approvals_approved_by_check;
ALTER TABLE release_approvals ADD CONSTRAINT release_approvals_approved_by_check CHECK (length(approved_by) BETWEEN 1 AND 320);
