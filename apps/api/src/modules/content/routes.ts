import { adsBanner, banner, bannerText, contact, promotion, videoAd } from '@zeya/contract/content';
import { success } from '@zeya/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ANYONE } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/i18n';
import { isExcluded } from '../../platform/protection/guard';
import { listBanners, listBannerTexts, listContacts, popupAd, listPromotions, listVideoAds } from './service';

/** The public content of the player site's first screens. */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  const list = <R>(path: string, row: z.ZodType<R>, load: (request: FastifyRequest) => Promise<R[]>) =>
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: { tags: ['content'], response: { 200: success(z.array(row)) } },
      },
      async (request) => ok(request, await load(request)),
    );

  list('/banner', banner, () => listBanners(db));
  // Texts in the request's language (Accept-Language), marked when they fall back to English.
  list('/banner_Text', bannerText, (request) => listBannerTexts(db, requestLanguage(request)));
  list('/promotion', promotion, (request) => listPromotions(db, requestLanguage(request)));
  list('/contact', contact, () => listContacts(db));
  list('/videoads', videoAd, (request) => listVideoAds(db, requestLanguage(request)));

  // One object, as the spec's client reads `img_url` from it; null when no pop-up ad is shown, and to a player
  // taking a break or excluded, who is shown no promotion that pops up.
  app.get(
    '/popup-ads-banner',
    {
      config: { access: ANYONE },
      schema: { tags: ['content'], response: { 200: success(adsBanner.nullable()) } },
    },
    async (request) => {
      const excluded = request.actor && (await isExcluded(db, request.actor.userId, clock.now()));
      return ok(request, excluded ? null : await popupAd(db));
    },
  );
};
