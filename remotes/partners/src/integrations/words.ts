const LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** Items as a phrase: "phone, IVR and payment links". */
export const listInWords = (items: readonly string[]): string => LIST.format(items);

/** Values by their labels, as a phrase: regions ['uk', 'eu'] → "UK and EU". */
export const labelsInWords = <Value extends string>(values: readonly Value[], labels: Record<Value, string>): string =>
  listInWords(values.map((value) => labels[value]));

/** A label inside a sentence: "Payment gateways" → "payment gateways"; "UCaaS platforms" stays as it is. */
export const inSentence = (label: string): string => (/^.[a-z]/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label);
