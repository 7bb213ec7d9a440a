import { Loading, NoData } from '@/shared/ui/loading';
import { useContacts } from '@/features/contact/api';
import { ChannelIcon, channelLabel } from '@/features/contact/channel-icon';
import { contactAddress } from '@/features/contact/contact-address';
import { reloadPage } from '@/features/contact/reload-page';
import { useContactTexts } from '@/features/contact/messages';

const HIGHLIGHTS = [
  {
    title: 'support_title',
    text: 'support_text',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v4.6l3.4 2-1 1.7L11 12.7V7h2Z',
  },
  { title: 'quick_title', text: 'quick_text', icon: 'M13 2 4 14h6l-1 8 9-12h-6l1-8Z' },
  {
    title: 'channels_title',
    text: 'channels_text',
    icon: 'M4 4h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm16 4h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-1v2l-3-2h-6a1 1 0 0 1-1-1v-1h7a3 3 0 0 0 3-3V8Z',
  },
] as const;

/** /contact: a welcome, three reasons to write, and a card per support channel. */
export function ContactPage() {
  const { t } = useContactTexts();
  const contacts = useContacts();

  if (contacts.isPending) return <Loading />;
  if (contacts.isError)
    return (
      <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-red-300">{t('load_failed')}</p>
        <button
          type="button"
          onClick={reloadPage}
          className="mt-4 rounded-full bg-brand px-5 py-2 text-sm font-semibold text-ink"
        >
          {t('try_again')}
        </button>
      </section>
    );

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-3 py-4">
      <h1 className="text-xl font-bold text-brand">{t('title')}</h1>
      <div className="rounded-2xl border border-amber-300/30 bg-gradient-to-br from-amber-500/25 to-[#2a1c05] p-5">
        <h2 className="text-lg font-bold text-amber-100">{t('welcome_title')}</h2>
        <p className="mt-2 text-sm leading-relaxed text-white/80">{t('welcome_text')}</p>
      </div>

      <ul className="grid grid-cols-3 gap-2 md:gap-4">
        {HIGHLIGHTS.map((highlight) => (
          <li
            key={highlight.title}
            className="flex flex-col items-center gap-1.5 rounded-xl bg-white/5 p-3 text-center"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7 fill-brand">
              <path d={highlight.icon} />
            </svg>
            <h3 className="text-xs font-bold leading-relaxed text-amber-100 md:text-sm">
              {t(highlight.title)}
            </h3>
            <p className="text-[11px] leading-relaxed text-white/60 md:text-xs">{t(highlight.text)}</p>
          </li>
        ))}
      </ul>

      <div>
        <h2 className="mb-3 text-lg font-bold text-brand">{t('our_channels')}</h2>
        {contacts.data.length === 0 ? (
          <NoData />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {contacts.data.map((contact) => (
              <li
                key={contact.id}
                data-testid="contact-card"
                className="flex min-w-0 items-center gap-3 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-3"
              >
                <ChannelIcon name={contact.name} image={contact.image} />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-white">{channelLabel(contact.name)}</h3>
                  <a
                    href={contact.value}
                    target="_blank"
                    rel="noopener"
                    className="block text-sm break-all text-amber-300 underline underline-offset-2"
                  >
                    {contactAddress(contact.value)}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
