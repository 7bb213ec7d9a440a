import { escapeHtml } from '../../platform/http/html-page';
import type { Outcome, Seat } from './round';

/**
 * The demo aggregator's game page: plain HTML and a form (this site's security policy runs no inline script), in the
 * language of the launch. It is the aggregator's page, not ours: what it shows of the balance is what our wallet
 * answered its callbacks.
 */
type Words = Record<
  | 'balance'
  | 'stake'
  | 'spin'
  | 'deal'
  | 'won'
  | 'lost'
  | 'promotion'
  | 'cancelled'
  | 'refused'
  | 'back'
  | 'demo',
  string
>;

const WORDS: Record<string, Words> = {
  en: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    deal: 'Deal',
    won: 'You won',
    lost: 'No win this time',
    promotion: 'Promotion',
    cancelled: 'The game called this round off: your stake is back',
    refused: 'The stake was refused',
    back: 'Back to Zeya',
    demo: 'Demo aggregator: made-up games, real wallet callbacks',
  },
  zh: {
    balance: '余额',
    stake: '投注',
    spin: '旋转',
    deal: '发牌',
    won: '您赢了',
    lost: '这次没有中奖',
    promotion: '促销奖励',
    cancelled: '本局已被游戏取消：投注已退回',
    refused: '投注被拒绝',
    back: '返回 Zeya',
    demo: '演示聚合商：虚构的游戏，真实的钱包回调',
  },
  th: {
    balance: 'ยอดเงิน',
    stake: 'เดิมพัน',
    spin: 'หมุน',
    deal: 'แจกไพ่',
    won: 'คุณชนะ',
    lost: 'รอบนี้ไม่ชนะ',
    promotion: 'โปรโมชั่น',
    cancelled: 'เกมยกเลิกรอบนี้: คืนเงินเดิมพันแล้ว',
    refused: 'การเดิมพันถูกปฏิเสธ',
    back: 'กลับไป Zeya',
    demo: 'ผู้รวบรวมเกมสาธิต: เกมสมมติ การเรียกกระเป๋าเงินจริง',
  },
  my: {
    balance: 'လက်ကျန်',
    stake: 'လောင်းကြေး',
    spin: 'လှည့်မည်',
    deal: 'ဖဲဝေမည်',
    won: 'သင်နိုင်ပါပြီ',
    lost: 'ဒီတစ်ကြိမ် မနိုင်ပါ',
    promotion: 'ပရိုမိုးရှင်း',
    cancelled: 'ဂိမ်းက ဤအကြိမ်ကို ပယ်ဖျက်သည်- လောင်းကြေး ပြန်ရပါပြီ',
    refused: 'လောင်းကြေးကို လက်မခံပါ',
    back: 'Zeya သို့ ပြန်သွားရန်',
    demo: 'စမ်းသပ် aggregator: ဂိမ်းအတု၊ ပိုက်ဆံအိတ် callback အစစ်',
  },
};

/** The document's language codes (its section 3.10) for the page's words. */
const BY_CODE: Record<string, string> = { '0': 'en', '2': 'zh', '3': 'th', '13': 'my' };
export const wordsFor = (languageCode: unknown) => WORDS[BY_CODE[String(languageCode)] ?? 'en']!;

/** The stakes a page offers, in the product's currency: 100, 500 and 1,000 Ks whatever its unit. */
export function stakesFor(currency: string): number[] {
  return currency === 'MMK2' ? [0.1, 0.5, 1] : currency === 'MMK3' ? [1, 5, 10] : [100, 500, 1000];
}

function result(words: Words, last: Outcome | undefined, currency: string) {
  if (!last) return '';
  const amount = (value: number) => `${value} ${currency}`;
  const line = last.refused
    ? `${words.refused}: ${last.refused}`
    : last.cancelled
      ? words.cancelled
      : last.prize > 0
        ? `${words.won} ${amount(last.prize)}`
        : words.lost;
  const promotion =
    last.promotion > 0
      ? `<p class="promotion">${escapeHtml(`${words.promotion} +${amount(last.promotion)}`)}</p>`
      : '';
  return `<p class="shown">${escapeHtml(last.shown)}</p><p class="result" data-wager="${escapeHtml(last.wagerCode)}">${escapeHtml(line)}</p>${promotion}`;
}

export function gamePage(seat: Seat, balance: number, action: string) {
  const words = wordsFor(seat.language);
  const stakes = stakesFor(seat.currency)
    .map(
      (stake, n) =>
        `<option value="${stake}"${n === 0 ? ' selected' : ''}>${stake} ${seat.currency}</option>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${BY_CODE[String(seat.language)] ?? 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(seat.gameName)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#1d1533;color:#fff;margin:0;padding:24px;text-align:center}
.card{max-width:420px;margin:0 auto;background:#2c2150;border-radius:16px;padding:20px}
.balance{font-size:1.4em;margin:12px 0}.shown{font-size:1.6em;letter-spacing:.05em}.result{color:#ffd76a}
select,button{font-size:1.1em;padding:10px 16px;border-radius:10px;border:0;margin:6px}
button{background:#ffb400;color:#1d1533;font-weight:700}a{color:#9fd0ff}small{color:#b9b0d6}
</style></head>
<body><main class="card">
<small>${escapeHtml(words.demo)}</small>
<h1>${escapeHtml(seat.gameName)}</h1>
<p class="balance">${escapeHtml(words.balance)}: <output id="balance">${balance}</output> ${escapeHtml(seat.currency)}</p>
${result(words, seat.last, seat.currency)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(seat.token)}">
<label>${escapeHtml(words.stake)} <select name="stake">${stakes}</select></label>
<button type="submit">${escapeHtml(seat.kind === 'spin' ? words.spin : words.deal)}</button>
</form>
<p><a href="${escapeHtml(seat.lobbyUrl)}">${escapeHtml(words.back)}</a></p>
</main></body></html>`;
}

/** A replay (the aggregator's game history URL, section 2.5): the wager as the aggregator recorded it. */
export function historyPage(wager: Record<string, unknown> | undefined) {
  const rows = wager
    ? Object.entries(wager)
        .filter(([, value]) => typeof value !== 'object')
        .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(String(value))}</td></tr>`)
        .join('')
    : '<tr><td>Wager not found</td></tr>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Replay</title></head>
<body><h1>Demo aggregator: replay</h1><table>${rows}</table></body></html>`;
}

export function endedPage() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Session ended</title></head>
<body><p>This game session has ended. Open the game again from Zeya.</p></body></html>`;
}
