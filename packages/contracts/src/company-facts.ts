/**
 * The company's facts and headline figures, in one place: every page that states one reads it
 * from here, and a test (services/site/src/company-facts-consistency.test.ts, with the wordings in
 * ./company-fact-statements.ts) fails when any text on the site states one of them differently.
 */
export const FACTS = {
  /** The availability commitment in the service level agreement, for payment capture. */
  availability: '99.99%',
  activePartners: '140+',
  /**
   * How many gateways, acquirers and PSPs are on-net: the count of on-net payment entries in the
   * integrations directory (`onNetPaymentCount()` of ./integrations.ts; its test fails when the two
   * differ). Written out rather than computed because every page's layout reads FACTS, and
   * computing it would ship the whole directory with them; typed as a string so that the directory
   * growing is not a change of contract.
   */
  onNetGateways: '24' as string,
  /** Where the platform runs; each customer's data stays in its own country. */
  dataCentres: 'UK and US',
  /** The outsourcer in the case studies: its seats, all out of PCI DSS scope. */
  largestCustomerSeats: '2,400',
  /** The regional building society of the case study and its video: agent desktops taken out of scope. */
  buildingSocietyDescopedDesktops: '180',
  /** How long a booked demo lasts, in minutes: the demo form promises it, and every page that offers a demo says the same. */
  demoMinutes: '30',
  /** The Qualified Security Assessor (QSA) company that assesses us as a PCI DSS v4.0.1 Level 1 service provider. */
  pciDssAssessor: 'Kelmscott Rowe Assurance LLP',
  /** The date of our current PCI DSS Report on Compliance, and of the Attestation of Compliance that summarises it. */
  pciDssAssessedOn: '19 June 2026',
  /** Until when that Attestation of Compliance stands: a year, by which time the next assessment is signed. */
  pciDssValidUntil: '18 June 2027',
  /** The NCSC-licensed certification body that tests and certifies us for Cyber Essentials Plus. */
  cyberEssentialsPlusCertifiedBy: 'Tamsworth Cyber Assurance Ltd',
  /** The date our current Cyber Essentials Plus certificate was issued. */
  cyberEssentialsPlusCertifiedOn: '12 March 2026',
  /** When that certificate expires: a certificate stands for twelve months. */
  cyberEssentialsPlusValidUntil: '11 March 2027',
} as const;

export type FactName = keyof typeof FACTS;
