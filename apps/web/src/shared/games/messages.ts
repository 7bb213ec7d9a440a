import { catalogueMessages } from '@/shared/games/catalogue-messages';
import { featureTexts } from '@/shared/i18n/i18n';

export const useCatalogueTexts = featureTexts('catalogue', catalogueMessages);
