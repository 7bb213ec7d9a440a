import { mediaUrl } from '@/shared/format';

const ICONS: Record<string, { label: string; color: string; path: string }> = {
  viber: {
    label: 'Viber',
    color: '#7360f2',
    path: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z',
  },
  telegram: {
    label: 'Telegram',
    color: '#229ed9',
    path: 'M9.8 18.6l.3-4.2 7.6-6.9c.3-.3-.1-.5-.5-.2l-9.4 6-4.1-1.3c-.9-.3-.9-.9.2-1.3l15.9-6.1c.7-.3 1.4.2 1.2 1.3l-2.7 12.8c-.2.9-.7 1.1-1.5.7l-4.1-3-2 1.9c-.2.2-.4.4-.8.4Z',
  },
  facebook: {
    label: 'Facebook',
    color: '#1877f2',
    path: 'M14 8h2V5h-2.5C10.9 5 10 6.6 10 8.6V10H8v3h2v8h3v-8h2.3l.4-3H13V8.9c0-.6.3-.9 1-.9Z',
  },
  line: {
    label: 'LINE',
    color: '#06c755',
    path: 'M12 4C7 4 3 7.3 3 11.3c0 3.6 3.2 6.6 7.5 7.2.3.1.7.2.8.5.1.2.1.6 0 .9l-.1.8c0 .2-.2.9.8.5s5.4-3.2 7.4-5.4c1.4-1.5 2-3 2-4.5C21 7.3 17 4 12 4Z',
  },
};

function known(name: string) {
  return ICONS[name.trim().toLowerCase()];
}

/** How a channel is named on its card: the brand's own spelling for the four known ones. */
export function channelLabel(name: string): string {
  return known(name)?.label ?? name;
}

/** The channel's brand mark (Viber, Telegram, Facebook, LINE), else the image the operator uploaded. */
export function ChannelIcon({ name, image }: { name: string; image: string }) {
  const icon = known(name);
  if (!icon)
    return <img src={mediaUrl(image)} alt={name} className="h-12 w-12 shrink-0 rounded-full object-cover" />;
  return (
    <svg
      viewBox="0 0 24 24"
      role="img"
      aria-label={icon.label}
      data-icon={name.trim().toLowerCase()}
      className="h-12 w-12 shrink-0 rounded-full p-2.5"
      style={{ backgroundColor: icon.color }}
    >
      <path d={icon.path} fill="#fff" />
    </svg>
  );
}
