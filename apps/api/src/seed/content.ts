import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Transaction } from '../db/client';
import { sourceDir } from '../db/paths';
import {
  bannerTexts,
  banners,
  contacts,
  paymentChannels,
  popupAds,
  promotions,
  twodSettings,
  videoAds,
} from '../db/schema';
import { iconSvg, tileSvg, writeUpload } from './images';

/** Each banner opens the screen it advertises. */
const BANNERS = [
  { title: 'Welcome to Zeya', subtitle: 'ဇေယျ — your lucky place', hue: 280, link: '/games' },
  { title: '2D Twice Daily', subtitle: '12:01 PM and 4:30 PM draws', hue: 200, link: '/2d' },
  {
    title: 'Instant Exchange',
    subtitle: 'Main ⇄ Game in one tap',
    hue: 30,
    link: '/wallet/internal-transfer',
  },
];

/**
 * Promotions describe only what the site does today: no bonus, cashback or referral reward, since no code pays one.
 * The 2D odds come from the 2D settings, so the text says what a winning number pays.
 */
const promotionsOf = (odds: number) => [
  {
    title: '2D Twice Daily',
    description: `Bet on the 2D at the 12:01 PM and 4:30 PM draws, Monday to Friday except holidays. A winning number pays ${odds} times its stake into your main balance.`,
    hue: 200,
  },
  {
    title: 'Provably Fair Digit Bet',
    description:
      'Every roll is decided on our server from a seed whose hash you see before you bet; once the seed is revealed you can check each roll yourself.',
    hue: 320,
  },
  {
    title: 'Shwe Slot, Paytable Published',
    description: 'Our own slot shows its full paytable and its exact return to player before you spin.',
    hue: 10,
  },
  {
    title: 'Instant Exchange',
    description: 'Move money between your main and game balances at any time, in one tap and without a fee.',
    hue: 45,
  },
];

/** What the 2D migration puts in the settings: the odds when the settings row is somehow missing. */
const TWOD_DEFAULT_ODDS = 80;

const CONTACTS = [
  { name: 'viber', value: 'viber://chat?number=%2B959123450001', mark: 'Vi', hue: 270 },
  { name: 'telegram', value: 'https://t.me/zeya_support', mark: 'Tg', hue: 200 },
  { name: 'facebook', value: 'https://www.facebook.com/zeya.support', mark: 'Fb', hue: 220 },
  { name: 'line', value: 'https://line.me/ti/p/~zeya_support', mark: 'Li', hue: 120 },
];

const PAYMENT_CHANNELS = [
  { paymentType: 'KBZPay', accountName: 'Daw Thandar Win', accountNo: '09765432101', hue: 215 },
  { paymentType: 'WavePay', accountName: 'U Kyaw Zin Htet', accountNo: '09790112233', hue: 50 },
  { paymentType: 'AYA Pay', accountName: 'Daw Hnin Ei Phyu', accountNo: '09420055667', hue: 0 },
  { paymentType: 'CB Pay', accountName: 'U Min Thu Aung', accountNo: '09960778899', hue: 130 },
];

// Says only what the site does: it takes requests at any hour (staff then check them), it does not promise payment times.
const ANNOUNCEMENT =
  'ဇေယျ မှ ကြိုဆိုပါသည်။ ငွေသွင်း/ငွေထုတ် တောင်းဆိုမှုများကို ၂၄ နာရီ လက်ခံပါသည်။ — Welcome to Zeya! Deposit and withdrawal requests are accepted 24/7.';

/** Two short generated clips ship with the code; DEMO_VIDEO_URL replaces them with a hosted video. */
function demoVideos(uploadsDir: string, videoUrl: string | undefined): string[] {
  if (videoUrl) return [videoUrl, videoUrl];
  mkdirSync(path.join(uploadsDir, 'videos'), { recursive: true });
  return ['promo-1.webm', 'promo-2.webm'].map((name) => {
    copyFileSync(path.join(sourceDir(), 'seed', 'media', name), path.join(uploadsDir, 'videos', name));
    return `/storage/videos/${name}`;
  });
}

export async function seedDemoContent(tx: Transaction, uploadsDir: string, videoUrl: string | undefined) {
  await tx.insert(banners).values(
    BANNERS.map(({ link, ...banner }, index) => ({
      link,
      imgUrl: writeUpload(
        uploadsDir,
        `banners/banner-${index + 1}.svg`,
        tileSvg({ width: 1200, height: 400, maxTitleSize: 64, ...banner }),
      ),
      sortOrder: index,
    })),
  );
  await tx.insert(bannerTexts).values({ text: ANNOUNCEMENT });
  await tx.insert(popupAds).values({
    imgUrl: writeUpload(
      uploadsDir,
      'ads/popup-1.svg',
      tileSvg({
        width: 600,
        height: 300,
        title: 'Play Shwe Slot',
        subtitle: 'New house game — try it today',
        hue: 10,
      }),
    ),
    link: '/play/shwe-slot',
  });
  const [settings] = await tx.select({ odds: twodSettings.odds }).from(twodSettings);
  await tx.insert(promotions).values(
    promotionsOf(settings?.odds ?? TWOD_DEFAULT_ODDS).map(({ hue, ...promotion }, index) => ({
      ...promotion,
      imgUrl: writeUpload(
        uploadsDir,
        `promotions/promotion-${index + 1}.svg`,
        tileSvg({ width: 600, height: 400, title: promotion.title, hue }),
      ),
      sortOrder: index,
    })),
  );
  await tx.insert(contacts).values(
    CONTACTS.map(({ mark, hue, ...contact }, index) => ({
      ...contact,
      image: writeUpload(uploadsDir, `contacts/${contact.name}.svg`, iconSvg(mark, hue, false)),
      sortOrder: index,
    })),
  );
  await tx.insert(videoAds).values(
    demoVideos(uploadsDir, videoUrl).map((videoUrlOfAd, index) => ({
      title: `Promotion Video ${index + 1}`,
      videoUrl: videoUrlOfAd,
      sortOrder: index,
    })),
  );
  await tx.insert(paymentChannels).values(
    PAYMENT_CHANNELS.map(({ hue, ...channel }, index) => ({
      ...channel,
      imgUrl: writeUpload(
        uploadsDir,
        `payment-channels/${channel.paymentType.toLowerCase().replace(/\s+/g, '-')}.svg`,
        tileSvg({ width: 240, height: 120, title: channel.paymentType, hue }),
      ),
      sortOrder: index,
    })),
  );
}
