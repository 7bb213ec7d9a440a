/** Every desk query's key starts here, so a decision or a new account refreshes what depends on it. */
export const DESK = 'agent-desk';
