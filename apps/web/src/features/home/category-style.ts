/**
 * How a category button looks, selected or not, and the Hot Games flame: shared by the strip and the early shell
 * (app/early-shell.ts), which draws the same buttons before React has arrived.
 */
export const CATEGORY_BUTTON =
  'flex w-20 shrink-0 flex-col items-center gap-1 rounded-xl border px-1 py-2 text-center text-xs font-semibold';
export const CATEGORY_ACTIVE = 'border-brand bg-brand text-ink';
export const CATEGORY_IDLE = 'border-amber-900/60 bg-[#2a1c05] text-amber-100';
export const CATEGORY_STRIP = '-mx-3 mt-4 overflow-x-auto px-3';
export const FLAME_PATH =
  'M12 2c.5 3.2-1.4 5-2.9 6.7C7.6 10.4 6 12.2 6 15a6 6 0 0 0 12 0c0-2.6-1.3-4.6-2.6-6-.2 1.6-.9 2.8-2 3.4.4-3.6-.3-7.6-1.4-10.4Z';
export const flameClass = (active: boolean) => `h-7 w-7 ${active ? 'text-ink' : 'text-orange-400'}`;
