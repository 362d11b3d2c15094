const LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** Items as a phrase: "phone, IVR and payment links". */
export const listInWords = (items: readonly string[]): string => LIST.format(items);

/** A label inside a sentence: "Payment gateways" → "payment gateways"; "UCaaS platforms" stays as it is. */
export const inSentence = (label: string): string => (/^.[a-z]/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label);
