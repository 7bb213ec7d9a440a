import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Transaction } from '../client';
import { sourceDir } from '../paths';
import { bannerTexts, banners, contacts, paymentChannels, popupAds, promotions, videoAds } from '../schema';
import { iconSvg, tileSvg, writeUpload } from './images';

const BANNERS = [
  { title: 'Welcome to Zeya', subtitle: 'ဇေယျ — your lucky place', hue: 280 },
  { title: '2D Twice Daily', subtitle: '12:01 PM and 4:30 PM draws', hue: 200 },
  { title: 'Instant Exchange', subtitle: 'Main ⇄ Game in one tap', hue: 30 },
];

const PROMOTIONS = [
  {
    title: 'First Deposit Bonus',
    description: 'Top up for the first time and receive a 10% bonus, up to 50,000 Ks, on your game balance.',
    hue: 320,
  },
  {
    title: 'Weekly Cashback',
    description: 'Every Monday we return 5% of last week’s net slot losses to your main balance.',
    hue: 160,
  },
  {
    title: 'Invite a Friend',
    description:
      'Share your referral code. When your friend makes a first deposit, both of you get 2,000 Ks.',
    hue: 45,
  },
];

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

const ANNOUNCEMENT =
  'ဇေယျ မှ ကြိုဆိုပါသည်။ ငွေသွင်း/ငွေထုတ် ၂၄ နာရီ ဝန်ဆောင်မှုပေးနေပါသည်။ — Welcome to Zeya! Deposits and withdrawals are served 24/7.';

/** Two short generated clips ship with the code; DEMO_VIDEO_URL replaces them with a hosted video. */
function demoVideos(uploadsDir: string, videoUrl: string | undefined): string[] {
  if (videoUrl) return [videoUrl, videoUrl];
  mkdirSync(path.join(uploadsDir, 'videos'), { recursive: true });
  return ['promo-1.webm', 'promo-2.webm'].map((name) => {
    copyFileSync(path.join(sourceDir(), 'db', 'seed', 'media', name), path.join(uploadsDir, 'videos', name));
    return `/storage/videos/${name}`;
  });
}

export async function seedDemoContent(tx: Transaction, uploadsDir: string, videoUrl: string | undefined) {
  await tx.insert(banners).values(
    BANNERS.map((banner, index) => ({
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
  });
  await tx.insert(promotions).values(
    PROMOTIONS.map(({ hue, ...promotion }, index) => ({
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
