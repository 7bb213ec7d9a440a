import { Modal } from '@/shared/ui/modal';
import { useTwodTexts } from '@/features/twod/messages';

/** The legend as the spec words it, by how full a number is (its bars are coloured by what is left). */
const LEGEND = [
  { key: 'legend_green', look: 'bg-green-500' },
  { key: 'legend_orange', look: 'bg-orange-500' },
  { key: 'legend_red', look: 'bg-red-500' },
  { key: 'legend_full', look: 'bg-gray-500' },
] as const;

export function ColourLegend({ onClose }: { onClose: () => void }) {
  const { t } = useTwodTexts();
  return (
    <Modal title={t('legend')} onClose={onClose}>
      <ul className="space-y-2">
        {LEGEND.map((item) => (
          <li key={item.key} className="flex items-center gap-3 text-sm text-white/85">
            <span aria-hidden="true" className={`h-3 w-8 shrink-0 rounded-full ${item.look}`} />
            {t(item.key)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
