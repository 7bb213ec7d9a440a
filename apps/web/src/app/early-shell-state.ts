/**
 * What the visitor did in the early shell (app/early-shell.ts) before the app arrived, for the app to carry on from.
 * One module instance shared by both scripts.
 */
export const earlyShell = {
  menuOpen: false,
  /** The 2D page's closing-time picker (app/early-shell-twod.ts), open until the visitor closes it. */
  closingTimesOpen: false,
};
