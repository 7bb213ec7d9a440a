import {
  threedConsoleDraw,
  threedDrawParams,
  threedSettingsBody,
  type ThreedSettingsBody,
} from '@zeya/contract/threed';
import { threedBets, threedDraws, threedSettings, threedSlips } from '../../db/schema';
import { lotteryKinds, type LotteryDescriptor } from '../../platform/lottery/descriptor';
import { closedList, limitsValues } from '../../platform/lottery/settings';
import { drawById, type ThreedDraw } from './draws';
import { settingsView, threedSettingsOf, type ThreedSettings } from './settings';
import { consoleView, threedExposure } from './views';

/** 3D as the lottery core runs it: numbers 000-999 from the Thai first prize, on the operator's calendar. */
export const threed: LotteryDescriptor<ThreedDraw, ThreedSettings, ThreedSettingsBody> = {
  code: 'threed',
  digits: 3,
  consoleTag: 'console 3d',
  calendar: 'days_of_month',
  tables: { draws: threedDraws, slips: threedSlips, bets: threedBets, settings: threedSettings },
  house: 'threed',
  kinds: lotteryKinds('threed'),
  messages: {
    drawState: 'threed_draw_state',
    confirmOther: 'threed_confirm_other',
    settled: 'threed_settled',
    voided: 'threed_voided',
  },
  draw: {
    byId: drawById,
    consoleView,
    consoleSchema: threedConsoleDraw,
    params: threedDrawParams,
    audited: (draw) => ({ status: draw.status, result: draw.result, first_prize: draw.firstPrize }),
  },
  exposure: threedExposure,
  settings: {
    of: threedSettingsOf,
    view: settingsView,
    values: (body) =>
      Object.assign(limitsValues(body), {
        odds: body.odds,
        toteOdds: body.tote_odds,
        closeMinutes: body.close_minutes,
        closedNumbers: closedList(body.closed_numbers),
      }),
    schema: threedSettingsBody,
  },
};
