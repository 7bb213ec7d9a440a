import { adsBanner, banner, bannerText, contact, promotion, videoAd } from '@zeya/contract/content';
import { success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../platform/errors';
import { listBanners, listBannerTexts, listContacts, popupAd, listPromotions, listVideoAds } from './service';

/** The public content of the player site's first screens. */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const list = <R>(path: string, row: z.ZodType<R>, load: () => Promise<R[]>) =>
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: { tags: ['content'], response: { 200: success(z.array(row)) } },
      },
      async (request) => ok(request, await load()),
    );

  list('/banner', banner, () => listBanners(db));
  list('/banner_Text', bannerText, () => listBannerTexts(db));
  list('/promotion', promotion, () => listPromotions(db));
  list('/contact', contact, () => listContacts(db));
  list('/videoads', videoAd, () => listVideoAds(db));

  // One object, as the spec's client reads `img_url` from it; null when no pop-up ad is shown.
  app.get(
    '/popup-ads-banner',
    {
      config: { access: 'public' },
      schema: { tags: ['content'], response: { 200: success(adsBanner.nullable()) } },
    },
    async (request) => ok(request, await popupAd(db)),
  );
};
