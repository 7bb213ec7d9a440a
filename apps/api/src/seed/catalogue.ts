import { GAME_TYPES, HIDDEN_GAME_TYPE_IDS } from '@zeya/contract/constants';
import type { Transaction } from '../db/client';
import { games, gameTypes, providerGameTypes, providers } from '../db/schema';
import { demoGamesOf } from '../demo/gscplus/catalogue';
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

/** The demo aggregator's catalogue (see its catalogue.ts): the same products and games the demo aggregator lists. */
export async function seedDemoCatalogue(tx: Transaction, uploadsDir: string) {
  for (const [index, { provider: demo, games: demoGames }] of demoGamesOf().entries()) {
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
        currency: demo.currency,
        sortOrder: index,
      })
      .returning();
    const typeIds = Object.keys(demo.games).map(Number);
    await tx
      .insert(providerGameTypes)
      .values(typeIds.map((gameTypeId) => ({ providerId: provider!.id, gameTypeId })));
    const rows = demoGames.map((game) => ({
      providerId: provider!.id,
      gameTypeId: game.typeId,
      gameCode: game.code,
      gameName: game.name,
      imgUrl: writeUpload(
        uploadsDir,
        `games/${game.code.toLowerCase()}.svg`,
        tileSvg({
          width: 300,
          height: 300,
          title: game.name,
          subtitle: demo.shortName,
          hue: (game.serial * 37) % 360,
        }),
      ),
      hot: game.serial % 7 === 1,
      sortOrder: game.index,
    }));
    await tx.insert(games).values(rows);
  }
}
