import type { Replay } from '@zeya/contract/gscplus-console';
import type { PlayerRound } from '@zeya/contract/players';
import { useDialogFocus } from '@zeya/ui-kit/use-dialog-focus';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/shared/ui/button';
import { fetchReplay } from './api';
import { usePlayerTexts } from './texts';

/**
 * The aggregator's replay of a round: a link to its page, or (PG Soft) its HTML in a frame sandboxed without
 * scripts' access to the console, so the provider's page can never act as the operator.
 */
function ReplayDialog({
  round,
  replay,
  onClose,
}: {
  round: PlayerRound;
  replay: Replay;
  onClose: () => void;
}) {
  const { t } = usePlayerTexts();
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, onClose);
  const title = t('replay_title', { round: round.round_code });
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className="grid w-full max-w-3xl gap-3 rounded-lg bg-white p-5 shadow-xl"
      >
        <h2 className="font-semibold text-stone-900">{title}</h2>
        {replay.url && (
          <a href={replay.url} target="_blank" rel="noopener noreferrer" className="text-sm underline">
            {t('open_replay')}
          </a>
        )}
        {replay.html !== null && (
          <iframe
            title={title}
            sandbox=""
            srcDoc={replay.html}
            className="h-[60vh] w-full rounded border border-stone-200"
          />
        )}
        <div className="flex justify-end">
          <Button look="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ReplayButton({ round }: { round: PlayerRound }) {
  const { t } = usePlayerTexts();
  const [replay, setReplay] = useState<Replay>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      setReplay(await fetchReplay(round.id));
    } catch {
      toast.error(t('replay_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button look="secondary" disabled={busy} onClick={() => void open()}>
        {t('replay')}
      </Button>
      {replay && <ReplayDialog round={round} replay={replay} onClose={() => setReplay(undefined)} />}
    </>
  );
}
