import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { proveFactor, staffPhone } from '../../test/staff-accounts';
import { consoleLogin, lastSms, setupTokenSentTo, withSecondPerson } from '../../test/staff';

const GOOD = 'tea-leaf-salad-9';
const EN = {
  phone: 'This password is too easy to guess: it contains your phone number. Please choose another.',
  name: 'This password is too easy to guess: it contains your name or user name. Please choose another.',
  site: "This password is too easy to guess: it contains the site's name. Please choose another.",
  sequence:
    'This password is too easy to guess: it is a common sequence (like 1234, abcd or a row of the keyboard). Please choose another.',
  repeat:
    'This password is too easy to guess: it repeats itself (like aaaa or 12341234). Please choose another.',
  common:
    'This password is too easy to guess: it is a common password, or close to one. Please choose another.',
  space: 'A password cannot begin or end with a space.',
};

let serial = 0;
const newPhone = () => {
  serial += 1;
  return `0978${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`;
};

/**
 * Every route that sets a password estimates its strength (zxcvbn, told the owner's phone, names and the site's name)
 * and says why it refuses, on the password field, in the person's language.
 */
describe.each(testDatabaseKinds())('password strength on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const register = (password: string, options: { phone?: string; name?: string; language?: string } = {}) =>
    server.post(
      '/api/register',
      {
        name: options.name ?? 'Kyaw Zin',
        phone: options.phone ?? newPhone(),
        password,
        password_confirmation: password,
      },
      { language: options.language },
    );

  it('refuses at registration what a guesser tries first, saying why under the password', async () => {
    const phone = newPhone();
    const cases: [string, string, { phone?: string; name?: string }?][] = [
      [`${phone}`, EN.phone, { phone }],
      [`my${phone.slice(1)}`, EN.phone, { phone }],
      ['12345678 ', EN.space],
      [' a-fine-secret-9', EN.space],
      ['87654321', EN.common],
      ['12341234', EN.repeat],
      ['abcdefgh', EN.sequence],
      ['zeya1234', EN.site],
      ['demo12345', EN.site],
      ['kyawzin2024', EN.name, { name: 'Kyaw Zin' }],
    ];
    for (const [password, message, owner] of cases) {
      const refused = await register(password, owner);
      expect(refused.status, password).toBe(422);
      expect(refused.body.errors, password).toEqual({ password: [message] });
    }
    expect((await register(GOOD)).status).toBe(200);
    // A space inside is a passphrase, not a mistake.
    expect((await register('river under the old bridge')).status).toBe(200);
  });

  it('says why in Burmese, Chinese and Thai too', async () => {
    const phone = newPhone();
    const mm = await register(`${phone}`, { phone, language: 'my' });
    expect(mm.body.errors.password).toEqual([
      'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- သင့်ဖုန်းနံပါတ် ပါဝင်နေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
    ]);
    const zh = await register('abcdefgh', { language: 'zh' });
    expect(zh.body.errors.password).toEqual([
      '此密码太容易被猜到：它是常见的顺序（如 1234、abcd 或键盘上的一排键）。请换一个。',
    ]);
    const th = await register('12345678 ', { language: 'th' });
    expect(th.body.errors.password).toEqual(['รหัสผ่านต้องไม่ขึ้นต้นหรือลงท้ายด้วยช่องว่าง']);
  });

  it("refuses a player's change to a password with their user name or phone", async () => {
    const phone = newPhone();
    const registered = await register(GOOD, { phone });
    const { token, user } = registered.body.data as { token: string; user: { user_name: string } };
    const change = (password: string) =>
      server.post(
        '/api/change-password',
        { current_password: GOOD, password, password_confirmation: password },
        { token },
      );
    expect((await change(`${user.user_name.toLowerCase()}!`)).body.errors).toEqual({ password: [EN.name] });
    expect((await change(`+95${phone.slice(1)}`)).body.errors).toEqual({ password: [EN.phone] });
    expect((await change(' tea-leaf-salad-10')).body.errors).toEqual({ password: [EN.space] });
    expect((await change('golden-mango-lassi-3')).status).toBe(200);
  });

  it('refuses a reset to a guessable password; the name is told only to whoever has the code, which still works', async () => {
    const phone = newPhone();
    await register(GOOD, { phone, name: 'Thida Aye' });
    expect((await server.post('/api/forgot-password', { phone })).status).toBe(200);
    const code = /\b\d{6}\b/.exec((await lastSms(server, phone)).body)![0];
    const reset = (password: string, withCode = code) =>
      server.post('/api/reset-password', {
        phone,
        code: withCode,
        password,
        password_confirmation: password,
      });
    expect((await reset(`${phone}x`)).body.errors).toEqual({ password: [EN.phone] });
    const wrongCode = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    // Without the right code, a password with the account's name is no business of the caller's.
    expect(Object.keys((await reset('thidaaye1234', wrongCode)).body.errors)).toEqual(['code']);
    expect((await reset('thidaaye1234')).body.errors).toEqual({ password: [EN.name] });
    const done = await reset('monsoon-kettle-41');
    expect(done.status).toBe(200);
  });

  it('refuses a staff member or an agent choosing, through their set-up link, a password with their name', async () => {
    const [admin, supervisor] = [
      await consoleLogin(server, 'admin'),
      await consoleLogin(server, 'supervisor'),
    ];
    const phone = staffPhone('0993');
    await withSecondPerson(
      server,
      (token) =>
        server.post(
          '/api/console/operators',
          { user_name: 'nandar', name: 'Nandar Win', phone, role: 'operator', reason: 'new staff' },
          { token },
        ),
      admin,
      supervisor,
    );
    const link = await setupTokenSentTo(server, phone);
    const setUp = (password: string) =>
      server.post('/api/staff-setup', { token: link, password, password_confirmation: password });
    expect((await setUp('nandar123456')).body.errors).toEqual({ password: [EN.name] });
    expect((await setUp(`${phone}-zeya`)).body.errors).toEqual({ password: [EN.phone] });
    expect((await setUp('zeyazeyazeya')).status).toBe(422);
    const set = await setUp('copper-lantern-river-8');
    expect(set.status).toBe(200);
    await proveFactor(server, set.body.data.token);
    const own = await server.post(
      '/api/console/me/password',
      {
        current_password: 'copper-lantern-river-8',
        password: 'NandarWin2026!',
        password_confirmation: 'NandarWin2026!',
      },
      { token: set.body.data.token },
    );
    expect(own.body.errors).toEqual({ password: [EN.name] });

    const agentPhone = staffPhone('0995');
    await withSecondPerson(
      server,
      (token) =>
        server.post(
          '/api/console/agents',
          { name: 'Hlaing Myat', phone: agentPhone, reason: 'new agent' },
          { token },
        ),
      admin,
      supervisor,
    );
    const agentLink = await setupTokenSentTo(server, agentPhone);
    const agentSetUp = (password: string) =>
      server.post('/api/staff-setup', { token: agentLink, password, password_confirmation: password });
    expect((await agentSetUp('hlaingmyat1999')).body.errors).toEqual({ password: [EN.name] });
    const agentSet = await agentSetUp('quiet-harbour-lamp-5');
    expect(agentSet.body.data).toMatchObject({ scope: 'agent' });
    await proveFactor(server, agentSet.body.data.token);
    // An agent changes their password on the players' route, under the same estimate.
    const agentChange = await server.post(
      '/api/change-password',
      {
        current_password: 'quiet-harbour-lamp-5',
        password: `${agentPhone}a`,
        password_confirmation: `${agentPhone}a`,
      },
      { token: agentSet.body.data.token },
    );
    expect(agentChange.body.errors).toEqual({ password: [EN.phone] });
  });
});
