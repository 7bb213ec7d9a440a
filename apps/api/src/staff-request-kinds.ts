import { commissionPlanRequest } from './modules/commission/plans';
import { playerAdjustRequest } from './modules/players/adjust-request';
import { promotionActivateRequest } from './modules/promotions/offers';
import { playerPhoneChange } from './modules/players/phone-change';
import type { StaffRequestKind } from './platform/authority/staff-requests';
import { CONSOLE_USER_KINDS } from './modules/console-users/kinds';
import { createAgentKind } from './modules/agents/service';
import { agentFloatRequest } from './modules/agents/float';
import { playerMoveKind } from './modules/agents/player-move';
import { staffRulesChangeKind } from './modules/staff-requests/rules';

/**
 * Every kind of staff request, from the features that open them: the staff-requests module approves any of these,
 * running the kind's own code. A feature with a new kind adds it here.
 */
export const STAFF_REQUEST_KINDS: readonly StaffRequestKind<unknown>[] = [
  playerAdjustRequest,
  commissionPlanRequest,
  promotionActivateRequest,
  playerPhoneChange,
  ...CONSOLE_USER_KINDS,
  createAgentKind,
  agentFloatRequest,
  playerMoveKind,
  staffRulesChangeKind,
];
