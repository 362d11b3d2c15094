/** The id of a field's control (for a group, its first option): what the error summary links to. */
export const fieldId = (form: string, name: string) => `lead-${form}-${name}`;
export const hintId = (controlId: string) => `${controlId}-hint`;
export const errorId = (controlId: string) => `${controlId}-error`;
export const optionId = (controlId: string, index: number) => (index === 0 ? controlId : `${controlId}-${index}`);
