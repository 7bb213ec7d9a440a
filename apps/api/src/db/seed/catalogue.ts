import { GAME_TYPES, HIDDEN_GAME_TYPE_IDS } from '@zeya/contract/constants';
import type { Transaction } from '../client';
import { games, gameTypes, providerGameTypes, providers } from '../schema';
import { iconSvg, tileSvg, writeUpload } from './images';

/** The spec's fourteen game types, in every installation. */
export async function seedGameTypes(tx: Transaction, uploadsDir: string) {
  await tx.insert(gameTypes).values(
    GAME_TYPES.map((type, index) => {
      const hue = (index * 27) % 360;
      const mark = type.name.slice(0, 2).toUpperCase();
      const slug = type.code.toLowerCase();
      return {
        id: type.id,
        code: type.code,
        name: type.name,
        imgUrl: writeUpload(uploadsDir, `game-types/${slug}.svg`, iconSvg(mark, hue, false)),
        imgActiveUrl: writeUpload(uploadsDir, `game-types/${slug}-active.svg`, iconSvg(mark, hue, true)),
        hidden: HIDDEN_GAME_TYPE_IDS.includes(type.id),
        sortOrder: type.id,
      };
    }),
  );
}

/** Our own games, in every installation: the house provider needs no external account. */
export async function seedHouseGames(tx: Transaction, uploadsDir: string) {
  const [provider] = await tx
    .insert(providers)
    .values({
      code: 'ZEYA',
      shortName: 'ZEYA',
      providerName: 'Zeya Originals',
      productName: 'Zeya Originals',
      productTitle: 'Zeya Originals',
      imgUrl: writeUpload(
        uploadsDir,
        'providers/zeya.svg',
        tileSvg({ width: 240, height: 120, title: 'ZEYA', subtitle: 'Zeya Originals', hue: 42 }),
      ),
      adapter: 'house',
      sortOrder: -1,
    })
    .returning();
  await tx.insert(providerGameTypes).values({ providerId: provider!.id, gameTypeId: 1 });
  await tx.insert(games).values({
    providerId: provider!.id,
    gameTypeId: 1,
    gameCode: 'shwe-slot',
    gameName: 'Shwe Slot',
    imgUrl: writeUpload(
      uploadsDir,
      'games/shwe-slot.svg',
      tileSvg({ width: 300, height: 300, title: 'Shwe Slot', subtitle: '7 · BAR · BELL', hue: 45 }),
    ),
    hot: true,
    sortOrder: -1,
  });
}

interface DemoProvider {
  code: string;
  shortName: string;
  name: string;
  /** game type id -> number of games */
  games: Record<number, number>;
  currency?: 'MMK' | 'MMK2';
}

/** Made-up studios with made-up games: enough to browse and to page (Golden Pagoda has more than 20 slots). */
const DEMO_PROVIDERS: DemoProvider[] = [
  { code: '9101', shortName: 'GPG', name: 'Golden Pagoda Gaming', games: { 1: 45 } },
  { code: '9102', shortName: 'LTR', name: 'Lotus Reels', games: { 1: 12 }, currency: 'MMK2' },
  { code: '9103', shortName: 'JDG', name: 'Jade Dragon', games: { 1: 8, 8: 6 } },
  { code: '9104', shortName: 'MDL', name: 'Mandalay Live', games: { 2: 8 } },
  { code: '9105', shortName: 'RBY', name: 'Ruby Tables', games: { 2: 5, 11: 6 } },
  { code: '9106', shortName: 'KOS', name: 'Kick Off Sports', games: { 3: 3 } },
  { code: '9107', shortName: 'PXD', name: 'Pixel Derby', games: { 4: 4 } },
  { code: '9108', shortName: 'LKL', name: 'Lucky Lanterns', games: { 5: 4 } },
  { code: '9109', shortName: 'TSP', name: 'Tea Shop Poker', games: { 6: 4, 12: 6 } },
  { code: '9110', shortName: 'GRS', name: 'Golden Rooster', games: { 7: 2 } },
  { code: '9111', shortName: 'IRW', name: 'Irrawaddy Fishing', games: { 8: 8 } },
  { code: '9112', shortName: 'NEO', name: 'Neon Arena', games: { 9: 3 } },
  { code: '9113', shortName: 'MGA', name: 'Mingalar Arcade', games: { 10: 6 } },
  { code: '9114', shortName: 'BGB', name: 'Bingo Bay', games: { 13: 5 } },
];

const FIRST = [
  'Golden',
  'Lucky',
  'Royal',
  'Jade',
  'Ruby',
  'Silver',
  'Mighty',
  'Happy',
  'Mystic',
  'Thunder',
  'Lotus',
  'Shining',
];
const SECOND = [
  'Tiger',
  'Koi',
  'Elephant',
  'Peacock',
  'Dragon',
  'Temple',
  'Lantern',
  'River',
  'Festival',
  'Fortune',
  'Moon',
  'Garden',
];

function gameName(serial: number): string {
  return `${FIRST[serial % FIRST.length]} ${SECOND[Math.floor(serial / FIRST.length) % SECOND.length]}`;
}

export async function seedDemoCatalogue(tx: Transaction, uploadsDir: string) {
  let serial = 0;
  for (const [index, demo] of DEMO_PROVIDERS.entries()) {
    const hue = (index * 47) % 360;
    const [provider] = await tx
      .insert(providers)
      .values({
        code: demo.code,
        shortName: demo.shortName,
        providerName: demo.name,
        productName: demo.name,
        productTitle: demo.name,
        imgUrl: writeUpload(
          uploadsDir,
          `providers/${demo.shortName.toLowerCase()}.svg`,
          tileSvg({ width: 240, height: 120, title: demo.shortName, subtitle: demo.name, hue }),
        ),
        adapter: 'gscplus',
        currency: demo.currency ?? 'MMK',
        sortOrder: index,
      })
      .returning();
    const typeIds = Object.keys(demo.games).map(Number);
    await tx
      .insert(providerGameTypes)
      .values(typeIds.map((gameTypeId) => ({ providerId: provider!.id, gameTypeId })));
    for (const [typeId, howMany] of Object.entries(demo.games)) {
      const rows = Array.from({ length: howMany }, (_, n) => {
        serial += 1;
        const code = `${demo.shortName}-${typeId}-${String(n + 1).padStart(3, '0')}`;
        const name = gameName(serial);
        return {
          providerId: provider!.id,
          gameTypeId: Number(typeId),
          gameCode: code,
          gameName: name,
          imgUrl: writeUpload(
            uploadsDir,
            `games/${code.toLowerCase()}.svg`,
            tileSvg({
              width: 300,
              height: 300,
              title: name,
              subtitle: demo.shortName,
              hue: (serial * 37) % 360,
            }),
          ),
          hot: serial % 7 === 1,
          sortOrder: n,
        };
      });
      await tx.insert(games).values(rows);
    }
  }
}
