/**
 * How a dialog looks (modal.tsx), apart from React: the early shell (app/early-shell-twod.ts) draws the same dialog
 * before the app has arrived, and React's takes its place without a jump.
 */
export const MODAL_LAYER = 'fixed inset-0 z-50 flex items-center justify-center p-4';
export const MODAL_BACKDROP = 'absolute inset-0 bg-black/70';
export const MODAL_PANEL =
  'relative max-h-full w-full max-w-md overflow-y-auto rounded-xl bg-[#2a1c05] p-5 shadow-2xl';
export const MODAL_HEADER = 'mb-4 flex items-center justify-between';
export const MODAL_TITLE = 'text-lg font-bold text-amber-300';
export const MODAL_CLOSE = 'text-2xl leading-none text-white/70';
