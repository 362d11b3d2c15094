-- Byte budgets at the registry. A version keeps each byte budget of its section as its build
-- measured it ([{measure, bytes, budgetBytes}]; NULL: built before budgets), and, when it was
-- published although over one, the reason its publisher gave. Promoting it needs a reason too.
ALTER TABLE remote_versions ADD COLUMN budgets jsonb;
ALTER TABLE remote_versions ADD COLUMN over_budget_reason text CHECK (length(over_budget_reason) BETWEEN 1 AND 500);
