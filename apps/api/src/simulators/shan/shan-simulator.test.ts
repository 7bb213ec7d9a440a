import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ksort, phpIsoTime, phpJsonEncode, phpUrlencode } from './shan-simulator-php';

/** The simulator's PHP against the examples of shan-provider.md, so its callbacks are the provider's own bytes. */
describe('the Shan simulator writes what the provider’s PHP writes', () => {
  it('reproduces the worked example of section 2.4 to the signature', () => {
    const signed = phpJsonEncode(
      ksort({
        wager_code: 'Qx7bT2mLp9Za',
        game_type_id: 15,
        players: [
          { player_id: 'op1_alice', balance: '1150.00' },
          { player_id: 'op1_bob', balance: '450.00' },
          { player_id: 'SKP0101', balance: '9900.00' },
        ],
        banker_balance: 9900,
        agent_balance: 9900,
        timestamp: '2025-09-20T04:24:48+0000',
        total_player_net: 100,
        banker_amount_change: -100,
      }),
    );
    expect(signed).toBe(
      '{"agent_balance":9900,"banker_amount_change":-100,"banker_balance":9900,"game_type_id":15,"players":' +
        '[{"player_id":"op1_alice","balance":"1150.00"},{"player_id":"op1_bob","balance":"450.00"},' +
        '{"player_id":"SKP0101","balance":"9900.00"}],"timestamp":"2025-09-20T04:24:48+0000",' +
        '"total_player_net":100,"wager_code":"Qx7bT2mLp9Za"}',
    );
    expect(createHmac('md5', 'example-key').update(signed).digest('hex')).toBe(
      'eea5e38dfa5065bc2916d6601e1c35bc',
    );
  });

  it("escapes / and non-ASCII (surrogate pairs beyond the BMP), keeps <>&', drops a zero fraction, keeps -0", () => {
    expect(phpJsonEncode('a/ဇေ 😀 <&>\'"\\\n')).toBe('"a\\/\\u1007\\u1031 \\ud83d\\ude00 <&>\'\\"\\\\\\n"');
    expect(phpJsonEncode([9850.0, 9850.5, -0, 0])).toBe('[9850,9850.5,-0,0]');
  });

  it('urlencodes a name as PHP does and writes the time as Y-m-d\\TH:i:sO', () => {
    expect(phpUrlencode('op 1_a.b-c~ဇ')).toBe('op+1_a.b-c%7E%E1%80%87');
    expect(phpIsoTime(new Date('2025-09-20T04:24:48.765Z'))).toBe('2025-09-20T04:24:48+0000');
  });
});
