const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** "2 April 2025", on the UK calendar day of the instant (a post published at 23:30 UTC in summer is the next day here). */
export const formatDate = (iso: string): string => DATE_FORMAT.format(new Date(iso));
