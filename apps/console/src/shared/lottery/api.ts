import { useQuery } from '@tanstack/react-query';
import type { ExposureReply } from '@zeya/contract/exposure';
import { consoleData, type Query } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
import { lotteryKey, type LotteryGame } from './lottery';

// A game's paths and queries are the same for 2D and 3D: only the game's folder of the console API differs.

/** The draws a game lists (2D: of one day), refreshed as slips and results arrive. */
export const useLotteryDraws = <Draw>(lottery: LotteryGame, query?: Query) =>
  useQuery({
    queryKey: [...lotteryKey(lottery), 'draws', ...Object.values(query ?? {})],
    queryFn: ({ signal }) => consoleData<Draw[]>(`/${lottery.game}/draws`, { query, signal }),
    refetchInterval: 15_000,
  });

/** What each number of a draw has staked and would pay, refreshed as bets arrive. */
export const useDrawExposure = (lottery: LotteryGame, drawId: number) =>
  useQuery({
    queryKey: [...lotteryKey(lottery), 'exposure', drawId],
    queryFn: ({ signal }) =>
      consoleData<ExposureReply>(`/${lottery.game}/draws/${drawId}/exposure`, { signal }),
    refetchInterval: 15_000,
  });

export const useLotterySettings = <Settings>(lottery: LotteryGame) =>
  useQuery({
    queryKey: [...lotteryKey(lottery), 'settings'],
    queryFn: ({ signal }) => consoleData<Settings>(`/${lottery.game}/settings`, { signal }),
  });

export const saveLotterySettings = <Settings>(run: ConsoleRun, lottery: LotteryGame, body: Settings) =>
  run(`/${lottery.game}/settings`, { method: 'PUT', body });

export const enterResult = <Body>(run: ConsoleRun, lottery: LotteryGame, drawId: number, body: Body) =>
  run(`/${lottery.game}/draws/${drawId}/result`, { body });

/** Settles the draw on its result (by someone other than whoever entered it). */
export const confirmResult = (run: ConsoleRun, lottery: LotteryGame, drawId: number) =>
  run(`/${lottery.game}/draws/${drawId}/confirm`);

export const voidDraw = (run: ConsoleRun, lottery: LotteryGame, drawId: number) =>
  run(`/${lottery.game}/draws/${drawId}/void`);
