import { Route, Routes } from 'react-router';
import { ManagedList } from '@/shared/managed-list/managed-list';
import type { ManagedListSpec } from '@/shared/managed-list/spec';
import { PageHeader } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import { CONTENT_PATHS } from './api';
import { useContentTexts } from './texts';

type T = ReturnType<typeof useContentTexts>['t'];

/** Each tab of the screen: its address under /content, its label and the list it manages. */
function tabs(t: T): { to: string; label: string; spec: ManagedListSpec }[] {
  return [
    {
      to: '',
      label: t('banners'),
      spec: {
        path: CONTENT_PATHS.banners,
        noun: t('banner'),
        fields: [{ name: 'link', label: t('opens') }],
        media: 'image',
        hint: t('banners_hint'),
      },
    },
    {
      to: 'announcement',
      label: t('announcement'),
      spec: {
        path: CONTENT_PATHS.announcements,
        noun: t('announcement_text'),
        fields: [{ name: 'text', label: t('text'), multiline: true, translated: true }],
        hint: t('announcement_hint'),
      },
    },
    {
      to: 'popup',
      label: t('popup'),
      spec: {
        path: CONTENT_PATHS.popupAds,
        noun: t('popup_ad'),
        fields: [{ name: 'link', label: t('opens') }],
        media: 'image',
        hint: t('popup_hint'),
      },
    },
    {
      to: 'promotions',
      label: t('promotions'),
      spec: {
        path: CONTENT_PATHS.promotions,
        noun: t('promotion'),
        fields: [
          { name: 'title', label: t('headline'), translated: true },
          { name: 'description', label: t('description'), multiline: true, translated: true },
        ],
        media: 'image',
        title: (row) => `“${String(row.title)}”`,
      },
    },
    {
      to: 'contacts',
      label: t('contacts'),
      spec: {
        path: CONTENT_PATHS.contacts,
        noun: t('contact'),
        fields: [
          { name: 'name', label: t('name') },
          { name: 'value', label: t('link') },
        ],
        media: 'image',
        title: (row) => String(row.name),
        hint: t('contacts_hint'),
      },
    },
    {
      to: 'videos',
      label: t('videos'),
      spec: {
        path: CONTENT_PATHS.videoAds,
        noun: t('video_ad'),
        fields: [{ name: 'title', label: t('headline'), translated: true }],
        media: 'video',
        title: (row) => `“${String(row.title)}”`,
      },
    },
  ];
}

/** What the player site shows around its games: banners, announcement, pop-up ad, promotions, contacts, videos. */
export function ContentPage() {
  const { t } = useContentTexts();
  const all = tabs(t);
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav tabs={all.map(({ to, label }) => ({ to, label }))} />
      <Routes>
        {all.map(({ to, spec }) =>
          to === '' ? (
            <Route key={spec.path} index element={<ManagedList key={spec.path} spec={spec} />} />
          ) : (
            <Route key={spec.path} path={to} element={<ManagedList key={spec.path} spec={spec} />} />
          ),
        )}
      </Routes>
    </>
  );
}
