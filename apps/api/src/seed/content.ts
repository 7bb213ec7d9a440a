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
 * The 2D odds come from the 2D settings, so the text says what a winning number pays. Each is written in the four
 * languages of the player site (English in `title`/`description`, the others beside it).
 */
const promotionsOf = (odds: number) => [
  {
    title: '2D Twice Daily',
    titleMm: 'တစ်နေ့ နှစ်ကြိမ် 2D',
    titleZh: '每天两次 2D',
    titleTh: '2D วันละสองรอบ',
    description: `Bet on the 2D at the 12:01 PM and 4:30 PM draws, Monday to Friday except holidays. A winning number pays ${odds} times its stake into your main balance.`,
    descriptionMm: `တနင်္လာမှ သောကြာအထိ (ပိတ်ရက်များမှလွဲ၍) နေ့လည် ၁၂:၀၁ နှင့် ညနေ ၄:၃၀ ထွက်ဂဏန်းများတွင် 2D ထိုးနိုင်ပါသည်။ ပေါက်ဂဏန်းသည် ထိုးငွေ၏ ${odds} ဆကို သင်၏ ပင်မ လက်ကျန်ငွေထဲသို့ ပေးပါသည်။`,
    descriptionZh: `周一至周五（节假日除外）中午 12:01 和下午 4:30 两次开奖均可投注 2D。中奖号码按投注额的 ${odds} 倍派彩，直接进入您的主余额。`,
    descriptionTh: `แทง 2D ได้ในงวด 12:01 น. และ 16:30 น. วันจันทร์ถึงวันศุกร์ ยกเว้นวันหยุด เลขที่ถูกรางวัลจ่าย ${odds} เท่าของเงินเดิมพันเข้ายอดเงินหลักของคุณ`,
    hue: 200,
  },
  {
    title: 'Provably Fair Digit Bet',
    titleMm: 'တရားမျှတကြောင်း စစ်ဆေးနိုင်သော Digit Bet',
    titleZh: '可验证公平的 Digit Bet',
    titleTh: 'Digit Bet พิสูจน์ความยุติธรรมได้',
    description:
      'Every roll is decided on our server from a seed whose hash you see before you bet; once the seed is revealed you can check each roll yourself.',
    descriptionMm:
      'အံစာ လှိမ့်တိုင်းကို ကျွန်ုပ်တို့ ဆာဗာပေါ်ရှိ seed တစ်ခုဖြင့် ဆုံးဖြတ်ပြီး ထို seed ၏ hash ကို မထိုးမီ သင်မြင်ရပါသည်။ seed ကို ထုတ်ပြပြီးနောက် လှိမ့်မှုတိုင်းကို သင်ကိုယ်တိုင် စစ်ဆေးနိုင်ပါသည်။',
    descriptionZh:
      '每一次掷骰都由我们服务器上的种子决定，下注前您就能看到该种子的哈希值；种子公开后，您可以亲自核对每一次掷骰。',
    descriptionTh:
      'ทุกการทอยตัดสินบนเซิร์ฟเวอร์ของเราจาก seed ที่คุณเห็นค่าแฮชก่อนเดิมพัน เมื่อเปิดเผย seed แล้ว คุณตรวจสอบทุกการทอยได้ด้วยตัวเอง',
    hue: 320,
  },
  {
    title: 'Shwe Slot, Paytable Published',
    titleMm: 'Shwe Slot — ဆုငွေဇယား ထုတ်ပြန်ထားသည်',
    titleZh: 'Shwe Slot，赔付表公开',
    titleTh: 'Shwe Slot เปิดเผยตารางจ่าย',
    description: 'Our own slot shows its full paytable and its exact return to player before you spin.',
    descriptionMm: 'ကျွန်ုပ်တို့၏ ကိုယ်ပိုင် slot သည် မလှည့်မီကပင် ဆုငွေဇယား အပြည့်အစုံနှင့် ကစားသမားထံ ပြန်ပေးနှုန်း အတိအကျကို ပြသပါသည်။',
    descriptionZh: '我们自己的老虎机在您旋转之前就公布完整的赔付表和准确的返还率。',
    descriptionTh: 'สล็อตของเราเองแสดงตารางจ่ายครบถ้วนและอัตราการคืนเงินผู้เล่นที่แน่นอนก่อนที่คุณจะหมุน',
    hue: 10,
  },
  {
    title: 'Instant Exchange',
    titleMm: 'ချက်ချင်း ငွေလွှဲပြောင်းခြင်း',
    titleZh: '即时互转',
    titleTh: 'โอนเงินทันที',
    description: 'Move money between your main and game balances at any time, in one tap and without a fee.',
    descriptionMm: 'ပင်မ လက်ကျန်ငွေနှင့် ဂိမ်း လက်ကျန်ငွေကြား ငွေကို အချိန်မရွေး တစ်ချက်နှိပ်ရုံဖြင့် အခကြေးငွေ မပေးရဘဲ ရွှေ့နိုင်ပါသည်။',
    descriptionZh: '随时一键在主余额和游戏余额之间转账，不收任何费用。',
    descriptionTh: 'ย้ายเงินระหว่างยอดเงินหลักและยอดเงินเกมได้ทุกเมื่อ ด้วยการแตะครั้งเดียวและไม่มีค่าธรรมเนียม',
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
const ANNOUNCEMENT = {
  text: 'Welcome to Zeya! Deposit and withdrawal requests are accepted 24/7.',
  textMm: 'ဇေယျ မှ ကြိုဆိုပါသည်။ ငွေသွင်း/ငွေထုတ် တောင်းဆိုမှုများကို ၂၄ နာရီ လက်ခံပါသည်။',
  textZh: '欢迎来到 Zeya！存款和提款申请 24 小时全天受理。',
  textTh: 'ยินดีต้อนรับสู่ Zeya! รับคำขอฝากและถอนเงินตลอด 24 ชั่วโมง',
};

/** The spec's "Promotion Video N", in each language. */
const videoTitles = (n: number) => ({
  title: `Promotion Video ${n}`,
  titleMm: `ပရိုမိုးရှင်း ဗီဒီယို ${n}`,
  titleZh: `推广视频 ${n}`,
  titleTh: `วิดีโอโปรโมชั่น ${n}`,
});

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
  await tx.insert(bannerTexts).values(ANNOUNCEMENT);
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
      ...videoTitles(index + 1),
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
