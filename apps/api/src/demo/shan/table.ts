import { randomInt } from 'node:crypto';
import { escapeHtml } from '../../platform/http/html-page';
import type { ShanProvider } from '../../simulators/shan/shan-simulator';
import type { TableWords } from './words';

/**
 * The demo Shan table: the part the provider's Java game server plays. A hand against the house (two cards each,
 * points the last digit of their sum, face cards nothing); the result goes to the provider as the game server reports
 * it, and the provider then moves its mirror wallets and sends our site the signed, absolute balances.
 */
export interface TableResult {
  shown: string;
  /** Kyat the player's balance moved by. */
  change: number;
  refused?: 'noSeat' | 'belowStake';
}

export const TABLE_STAKES = [100, 500, 1000];

const card = () => randomInt(13) + 1;
const points = (cards: number[]) => cards.reduce((sum, value) => sum + (value >= 10 ? 0 : value), 0) % 10;
const name = (value: number) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[value] ?? String(value);

export async function dealHand(provider: ShanProvider, member: string, stake: number): Promise<TableResult> {
  const balance = provider.balanceOf(member);
  // The game server reads the provider's balance at round start and seats nobody below the stake.
  if (balance === undefined) return { shown: '', change: 0, refused: 'noSeat' };
  if (balance < stake) return { shown: '', change: 0, refused: 'belowStake' };
  const player = [card(), card()];
  const banker = [card(), card()];
  const [mine, theirs] = [points(player), points(banker)];
  const change = mine > theirs ? stake : mine < theirs ? -stake : 0;
  await provider.settleRound([
    {
      player_id: member,
      bet_amount: stake,
      win_lose_status: change >= 0 ? 1 : 0,
      amount_changed: Math.abs(change),
    },
  ]);
  const shown = `you ${player.map(name).join(' ')} = ${mine} · banker ${banker.map(name).join(' ')} = ${theirs}`;
  return { shown, change };
}

export function tablePage(input: {
  words: TableWords;
  language: string;
  /** The seat its form plays (DemoSeats), empty when there is none. */
  seat: string;
  balance: number | undefined;
  last: TableResult | undefined;
  action: string;
  lobby: string;
}) {
  const { words, seat, balance, last, action, lobby } = input;
  const outcome = (change: number) =>
    change > 0 ? `${words.won} ${change} MMK` : change < 0 ? `${words.lost} ${-change} MMK` : words.tie;
  const result = !last
    ? ''
    : last.refused
      ? `<p class="result">${escapeHtml(words[last.refused])}</p>`
      : `<p class="shown">${escapeHtml(last.shown)}</p><p class="result">${escapeHtml(outcome(last.change))}</p>`;
  const stakes = TABLE_STAKES.map((stake) => `<option value="${stake}">${stake} MMK</option>`).join('');
  return `<!doctype html>
<html lang="${input.language === 'mm' ? 'my' : input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shan Koe Mee (demo)</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f3d2e;color:#fff;margin:0;padding:24px;text-align:center}
.card{max-width:420px;margin:0 auto;background:#145a41;border-radius:16px;padding:20px}
.balance{font-size:1.4em}.shown{font-size:1.4em}.result{color:#ffd76a}
select,button{font-size:1.1em;padding:10px 16px;border-radius:10px;border:0;margin:6px}
button{background:#ffb400;color:#0f3d2e;font-weight:700}a{color:#bfe8ff}small{color:#cde}
</style></head>
<body><main class="card">
<small>${escapeHtml(words.demo)}</small>
<h1>Shan Koe Mee</h1>
<p class="balance">${escapeHtml(words.balance)}: <output id="balance">${balance ?? 0}</output> MMK</p>
${result}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="seat" value="${escapeHtml(seat)}">
<label>${escapeHtml(words.stake)} <select name="stake">${stakes}</select></label>
<button type="submit">${escapeHtml(words.deal)}</button>
</form>
<p><a href="${escapeHtml(lobby)}">${escapeHtml(words.back)}</a></p>
</main></body></html>`;
}
