import { drawLabel } from '@/features/twod/draw-label';
import { useTwodTexts } from '@/features/twod/messages';

/** Names a draw by its day and time in the reader's language (draw-label.ts), again when the language changes. */
export function useDrawLabel() {
  // The texts' hook draws the screen again when the language or the digits change.
  useTwodTexts();
  return drawLabel;
}
