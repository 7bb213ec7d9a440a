import { Link } from 'react-router';
import { Modal } from '@/shared/ui/modal';

/** A dialog offering a few places to go, one link each (the slip record and the closing-time picker). */
export function ChoiceModal({
  title,
  choices,
  onClose,
}: {
  title: string;
  choices: readonly { label: string; to: string }[];
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <ul className="grid gap-2">
        {choices.map((choice) => (
          <li key={choice.to}>
            <Link
              to={choice.to}
              className="block rounded-lg border border-amber-400/30 bg-black/40 px-4 py-3 text-center font-bold text-white hover:border-brand"
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
