/** A checkbox group's choice after one box changed: the value added when ticked, taken out when not. */
export const toggled = <T>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((other) => other !== value));
