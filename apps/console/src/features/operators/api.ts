/** Every console-users query lives under this key, so any change refetches the list. */
export const OPERATORS_KEY = ['operators'] as const;
