import type { ManagedRow } from './api';

/** What a screen tells the shared list about one of its lists. */
export interface ManagedListSpec {
  /** The console API path of the list, e.g. /content/banners. */
  path: string;
  /** What one row is called in titles and questions, in the screen's language. */
  noun: string;
  fields: {
    name: string;
    label: string;
    multiline?: boolean;
    /** A choice rather than text (a payment channel's owner agent): the form shows a select, the table the label. */
    options?: { value: string; label: string }[];
    /** Written in the four languages side by side (`name` the English, `name_mm`...); the table shows the English. */
    translated?: boolean;
  }[];
  media?: 'image' | 'video';
  /** A row's name in questions; "<noun> #<id>" when the list has no better one. */
  title?: (row: ManagedRow) => string;
  /** A line under the table about how the player site uses the list. */
  hint?: string;
}

export const itemName = (spec: ManagedListSpec, row: ManagedRow) =>
  spec.title?.(row) ?? `${spec.noun} #${row.id}`;
