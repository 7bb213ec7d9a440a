import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, openByDeepLink } from './browser';
import { chooseLanguage, TEXTS } from './clicks';
import { buildExists } from './server';

/**
 * A player client we did not write, on an origin of its own, as the spec's client works: its API address ends in /api,
 * its images are the server's address plus img_url, a game launch goes where the reply's url says.
 */
function clientPage(server: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another client</title></head>
<body>
  <h1>Another client</h1>
  <button id="sign-in">Sign in</button>
  <button id="agent-player">Sign in as player1 and deposit</button>
  <p id="status"></p>
  <ul id="accounts" aria-label="Pay into"></ul>
  <div id="home"></div>
  <script type="module">
    const api = '${server}/api';
    const call = (path, init = {}) =>
      fetch(api + path, {
        ...init,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: 'Bearer ' + localStorage.getItem('token'),
        },
      }).then((reply) => reply.json());
    const status = document.getElementById('status');
    const home = document.getElementById('home');
    document.getElementById('sign-in').onclick = async () => {
      const login = await call('/login', {
        method: 'POST',
        body: JSON.stringify({ user_name: 'demo', password: 'golden-pagoda-7' }),
      });
      localStorage.setItem('token', login.data.token);
      const [user, types, banners, hot] = await Promise.all(
        ['/user', '/game_types', '/banner', '/hot_game_lists'].map((path) => call(path)),
      );
      const pictures = [...banners.data.map((banner) => banner.img_url), types.data[0].providers[0].img_url];
      for (const path of pictures) {
        const image = document.createElement('img');
        image.src = '${server}' + path;
        image.alt = 'media';
        home.append(image);
      }
      // Game thumbnails as the reply gives them, as the spec's client shows a game's image_url.
      for (const game of hot.data) {
        const image = document.createElement('img');
        image.src = game.image_url;
        image.alt = 'thumbnail';
        home.append(image);
      }
      const play = document.createElement('button');
      play.textContent = 'Play Shwe Slot';
      play.onclick = async () => {
        const launched = await call('/seamless/launch-game', {
          method: 'POST',
          body: JSON.stringify({ game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' }),
        });
        if (launched.code === 200) location.assign(launched.url);
        else status.textContent = launched.message;
      };
      home.append(play);
      status.textContent = 'Signed in as ' + user.data.user_name + ' with ' + types.data.length + ' game types';
    };
    // The spec's deposit screen: the accounts to pay into come from /agent-payment-type.
    document.getElementById('agent-player').onclick = async () => {
      const login = await call('/login', {
        method: 'POST',
        body: JSON.stringify({ user_name: 'player1', password: 'golden-lotus-8' }),
      });
      localStorage.setItem('token', login.data.token);
      const accounts = await call('/agent-payment-type');
      for (const account of accounts.data) {
        const item = document.createElement('li');
        item.textContent = account.payment_type.name + ' ' + account.account_name + ' ' + account.account_no;
        document.getElementById('accounts').append(item);
      }
      status.textContent = 'Accounts for ' + accounts.data.length;
    };
  </script>
</body></html>`;
}

describe.skipIf(!buildExists())('a player client hosted on another origin', () => {
  const env: Record<string, string> = {};
  let client: Server;
  let clientUrl = '';
  beforeAll(async () => {
    client = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(clientPage(server));
    });
    await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
    // Another host name than the API's 127.0.0.1: another origin and another site.
    clientUrl = `http://localhost:${(client.address() as { port: number }).port}`;
    env.CORS_ORIGINS = clientUrl;
  });
  const suite = browserSuite({ env });
  let server = '';
  beforeAll(() => {
    server = suite.server.url;
  });
  afterAll(() => new Promise<void>((resolve) => client.close(() => resolve())));

  it('signs in, loads the home data and media, and launches Shwe Slot, which plays without a sign-in here', async () => {
    const { page } = suite;
    const launches = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame.url().includes('launch=')) launches.add(frame.url());
    });
    await page.goto(clientUrl);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.locator('#status').textContent())
      .toMatch(/^Signed in as demo with \d+ game types$/);
    const media = page.getByRole('img', { name: 'media' });
    expect(await media.count()).toBeGreaterThan(1);
    await expect
      .poll(() =>
        media.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);

    const thumbnails = page.getByRole('img', { name: 'thumbnail' });
    expect(await thumbnails.count()).toBeGreaterThan(1);
    for (const src of await thumbnails.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    ))
      expect(src?.startsWith(`${server}/storage/`), src ?? '').toBe(true);
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Play Shwe Slot' }).click();
    await page.waitForURL(`${server}/play/shwe-slot**`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const balance = page.getByTestId('slot-balance');
    await expect.poll(() => balance.textContent()).toBe('10,000.00 Ks');
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => page.getByTestId('slot-result').textContent()).toMatch(/You won|No win/);
    const result = (await page.getByTestId('slot-result').textContent())!;
    const won = Number(/You won ([\d,.]+)/.exec(result)?.[1]?.replaceAll(',', '') ?? 0);
    const expected = (10_000 - 100 + won).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => balance.textContent()).toBe(`${expected} Ks`);

    // Another client's player: no sign-in or Join here, in English or Burmese, and Back goes to the client's page.
    for (const name of ['Login', 'Join Now'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    await chooseLanguage(page, TEXTS.mm);
    await page.getByRole('button', { name: 'လှည့်မည်' }).waitFor();
    expect(await page.getByRole('button', { name: TEXTS.mm.login, exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'ဂိမ်းများသို့ ပြန်သွားရန်' }).click();
    await page.waitForURL(`${clientUrl}/`);
    await page.getByRole('heading', { name: 'Another client' }).waitFor();

    // The same launch address a second time opens nothing.
    expect(launches.size).toBe(1);
    await openByDeepLink(page, [...launches][0]!);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      // In Burmese, the language this player chose on the game page.
      .toBe('ဤဂိမ်းလင့်ခ် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် အသုံးပြုပြီးဖြစ်ပါသည်။ ဂိမ်းစာရင်းမှ ပြန်ဖွင့်ပါ။');
    expect(await page.getByRole('button', { name: 'Spin' }).count()).toBe(0);
  });

  it('answers a media path with a doubled slash 404, never the player site page', async () => {
    const [banner] = (await (await fetch(`${server}/api/banner`)).json()).data as { img_url: string }[];
    for (const address of [
      `${server}//storage/x.webp`,
      `${server}/${banner!.img_url}`,
      `${server}//storage//x`,
    ]) {
      const reply = await fetch(address);
      expect(reply.status, address).toBe(404);
      expect(reply.headers.get('content-type') ?? '', address).not.toMatch(/text\/html/);
      expect(await reply.text(), address).not.toContain('<div id="root"');
    }
  });

  it("shows a player with an agent only that agent's payment accounts to pay into", async () => {
    const { page } = suite;
    await page.goto(clientUrl);
    await page.evaluate(() => localStorage.clear());
    await page.getByRole('button', { name: 'Sign in as player1 and deposit' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Accounts for \d+$/);
    // agent1's own KBZPay account (the seed's demo network), and neither the house's nor agent2's.
    expect(
      await page.getByRole('list', { name: 'Pay into' }).getByRole('listitem').allTextContents(),
    ).toEqual(['KBZPay Ko Aung Myo 09250001101']);
  });
});
