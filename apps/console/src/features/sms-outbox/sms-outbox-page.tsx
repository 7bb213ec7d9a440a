import type { SmsOutboxReply } from '@zeya/contract/sms-outbox';
import { formatTime } from '@/shared/format';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { useSmsOutbox } from './api';
import { useOutboxTexts } from './texts';

type Message = SmsOutboxReply['messages'][number];

const LINK = /(https?:\/\/\S+)/;

/** The body as plain text a person (or a browser test) reads and copies; its links also open. */
function Body({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-all font-mono text-sm text-stone-900" data-testid="sms-body">
      {text.split(LINK).map((part, index) =>
        LINK.test(part) ? (
          <a key={index} href={part} target="_blank" rel="noreferrer" className="underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function MessageCard({ message }: { message: Message }) {
  const { t, exists } = useOutboxTexts();
  return (
    <li className="grid gap-1 rounded-lg border border-stone-200 bg-white p-3">
      <p className="flex flex-wrap gap-x-4 text-xs text-stone-600">
        <span className="font-semibold text-stone-800">{t('to', { phone: message.to })}</span>
        <span>{exists(message.purpose) ? t(message.purpose) : message.purpose}</span>
        <span>{formatTime(message.created_at)}</span>
      </p>
      <Body text={message.body} />
    </li>
  );
}

/**
 * Development's stand-in for phones: the text messages the SMS gateway would have sent (a new staff member's set-up
 * link, a player's reset code), newest first, so a tester can follow them.
 */
export function SmsOutboxPage() {
  const { t } = useOutboxTexts();
  const outbox = useSmsOutbox();
  return (
    <>
      <PageHeader title={t('title')} />
      <QueryView query={outbox}>
        {(data) => {
          if (!data.enabled) return <p className="text-sm text-stone-700">{t('off')}</p>;
          return (
            <div className="grid gap-3">
              <p className="text-sm text-stone-700">{t('help')}</p>
              {data.messages.length === 0 ? (
                <p className="text-sm text-stone-600">{t('empty')}</p>
              ) : (
                <ol className="grid gap-2" aria-label={t('title')}>
                  {data.messages.map((message) => (
                    <MessageCard key={message.id} message={message} />
                  ))}
                </ol>
              )}
            </div>
          );
        }}
      </QueryView>
    </>
  );
}
