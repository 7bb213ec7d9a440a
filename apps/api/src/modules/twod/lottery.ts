import {
  consoleDraw,
  drawParams,
  twodSettingsBody,
  type TwodSettingsBody,
} from '@zeya/contract/twod-console';
import { twodBets, twodDraws, twodSettings, twodSlips } from '../../db/schema';
import { lotteryKinds, type LotteryDescriptor } from '../../platform/lottery/descriptor';
import { closedList, limitsValues, limitsView } from '../../platform/lottery/settings';
import { consoleView } from './console-draws';
import { drawById, type Draw } from './draws';
import { twodExposure } from './exposure';
import { twodSettingsOf, type TwodSettings } from './settings';

export function settingsView(settings: TwodSettings): TwodSettingsBody {
  return Object.assign(limitsView(settings), {
    odds: settings.odds,
    close_minutes: settings.closeMinutes,
    closed_heads: settings.closedHeads,
    closed_numbers: settings.closedNumbers,
  });
}

/** 2D as the lottery core runs it: two draws each Myanmar business day, numbers 00-99 from the SET index. */
export const twod: LotteryDescriptor<Draw, TwodSettings, TwodSettingsBody> = {
  code: 'twod',
  digits: 2,
  consoleTag: 'console 2d',
  calendar: 'business_day_sessions',
  tables: { draws: twodDraws, slips: twodSlips, bets: twodBets, settings: twodSettings },
  house: 'twod',
  kinds: lotteryKinds('twod'),
  messages: {
    drawState: 'twod_draw_state',
    confirmOther: 'twod_confirm_other',
    settled: 'twod_settled',
    voided: 'twod_voided',
  },
  draw: {
    byId: drawById,
    consoleView,
    consoleSchema: consoleDraw,
    params: drawParams,
    audited: (draw) => ({ status: draw.status, result: draw.result }),
  },
  exposure: twodExposure,
  settings: {
    of: twodSettingsOf,
    view: settingsView,
    values: (body) =>
      Object.assign(limitsValues(body), {
        odds: body.odds,
        closeMinutes: body.close_minutes,
        closedHeads: closedList(body.closed_heads),
        closedNumbers: closedList(body.closed_numbers),
      }),
    schema: twodSettingsBody,
  },
};
