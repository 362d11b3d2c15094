/**
 * The company's facts and headline figures, in one place: every page that states one reads it
 * from here, and a test (services/site/src/company-facts-consistency.test.ts, with the wordings in
 * ./company-fact-statements.ts) fails when any text on the site states one of them differently.
 */
export const FACTS = {
  /** The availability commitment in the service level agreement, for payment capture. */
  availability: '99.99%',
  activePartners: '140+',
  onNetGateways: '40+',
  /** Where the platform runs; each customer's data stays in its own country. */
  dataCentres: 'UK and US',
  /** The outsourcer in the case studies: its seats, all out of PCI DSS scope. */
  largestCustomerSeats: '2,400',
  /** The regional building society of the case study and its video: agent desktops taken out of scope. */
  buildingSocietyDescopedDesktops: '180',
  /** How long a booked demo lasts, in minutes: the demo form promises it, and every page that offers a demo says the same. */
  demoMinutes: '30',
} as const;

export type FactName = keyof typeof FACTS;
