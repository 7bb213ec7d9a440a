/** The console API paths of the content lists, each a managed list (its queries and changes go through ManagedList). */
export const CONTENT_PATHS = {
  banners: '/content/banners',
  announcements: '/content/announcements',
  popupAds: '/content/popup-ads',
  promotions: '/content/promotions',
  contacts: '/content/contacts',
  videoAds: '/content/video-ads',
} as const;
