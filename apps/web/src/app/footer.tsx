import { useTexts } from '@/shared/i18n/i18n';
import { useFooterProviders } from '@/app/shell-api';
import { catalogueImage } from '@/shared/ui/catalogue-image';

const COPYRIGHT_YEAR = 2019;

/** The footer: browser advice, the copyright line and ten provider logos. */
export function Footer() {
  const { t } = useTexts('shell');
  const providers = useFooterProviders();
  return (
    <footer className="mt-8 border-t border-brand/15 bg-black/30 px-4 py-6 text-center text-xs text-white/55">
      <div className="mx-auto max-w-5xl">
        {providers.length > 0 && (
          <ul className="mb-5 grid grid-cols-5 gap-2 md:grid-cols-10">
            {providers.map((provider) => (
              <li key={provider.id}>
                <img
                  src={catalogueImage(provider.img_url, provider.img_sprite)}
                  alt={t('provider_logo')}
                  title={provider.provider_name}
                  width={120}
                  height={60}
                  loading="lazy"
                  className="aspect-[2/1] h-auto w-full rounded object-cover opacity-80"
                />
              </li>
            ))}
          </ul>
        )}
        <p>{t('best_viewed')}</p>
        <p className="mt-2">{t('copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
