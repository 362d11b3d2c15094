/** SQL for the start of a UTC day given as a `YYYY-MM-DD` parameter (plus `days`), whatever the connection's time zone. */
export const utcDay = (placeholder: string, days = 0): string => `((${placeholder}::date + ${days})::timestamp AT TIME ZONE 'UTC')`;
