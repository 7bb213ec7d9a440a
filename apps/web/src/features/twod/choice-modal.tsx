import { Link } from 'react-router';
import { Modal } from '@/shared/ui/modal';
import { CHOICE_LINK } from '@/features/twod/closing-time-picker';

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
            <Link to={choice.to} className={CHOICE_LINK}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
