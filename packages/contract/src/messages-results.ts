/** Messages of one part of staff authority (results); messages.ts merges them into every language. */
export const resultsEn = {};

type ResultsKey = keyof typeof resultsEn;

export const resultsMm: Record<ResultsKey, string> = {};
export const resultsZh: Record<ResultsKey, string> = {};
export const resultsTh: Record<ResultsKey, string> = {};
