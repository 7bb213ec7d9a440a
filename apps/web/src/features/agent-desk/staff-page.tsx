import type { AgentStaffRow } from '@zeya/contract/agents';
import { AGENT_STAFF_GROUPS, type AgentStaffGroup } from '@zeya/contract/constants';
import { useState, type FormEvent } from 'react';
import { Loading, NoData } from '@/shared/ui/loading';
import { FieldError, FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { Card, DeskButton, DeskHeading, failureText, fieldErrors } from '@/features/agent-desk/desk-ui';
import { RequireAbility } from '@/features/agent-desk/require-ability';
import { useDeskTexts, type DeskKey } from '@/features/agent-desk/messages';
import { useCreateStaff, useStaff, useStaffStatus, type NewStaff } from '@/features/agent-desk/people-api';

export const GROUP_LABELS: Record<AgentStaffGroup, DeskKey> = {
  view_only: 'group_view_only',
  player_creation: 'group_player_creation',
  deposit_withdraw: 'group_deposit_withdraw',
};

const GROUP_NOTES: Record<AgentStaffGroup, DeskKey> = {
  view_only: 'group_view_only_note',
  player_creation: 'group_player_creation_note',
  deposit_withdraw: 'group_deposit_withdraw_note',
};

/**
 * /agent/staff (the agent's only): its sub-accounts, each in one permission group. A new one sets their own password
 * and second factor through a link sent to their phone; the agent never knows their password.
 */
export function StaffPage() {
  return (
    <RequireAbility needs="agentOnly">
      <StaffList />
    </RequireAbility>
  );
}

function StaffList() {
  const { t, failure } = useDeskTexts();
  const staff = useStaff();
  return (
    <>
      <DeskHeading title={t('staff_title')} />
      <div className="space-y-3">
        <AddStaff />
        {staff.isPending ? (
          <Loading />
        ) : staff.isError ? (
          <FormAlert message={failureText(staff.error, failure)} />
        ) : staff.data.length === 0 ? (
          <NoData text={t('staff_empty')} />
        ) : (
          <ul className="space-y-2">
            {staff.data.map((member) => (
              <li key={member.id}>
                <StaffCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function StaffCard({ member }: { member: AgentStaffRow }) {
  const { t, failure } = useDeskTexts();
  const status = useStaffStatus();
  const active = member.status === 'active';
  return (
    <Card>
      <div data-testid="desk-staff" className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-white">{member.name}</p>
          <p className="truncate text-xs text-white/60">
            {member.user_name} · {member.phone ?? ''}
          </p>
          <p className="text-sm text-amber-200">{t(GROUP_LABELS[member.group])}</p>
          <p className={`text-xs ${active ? 'text-emerald-300' : 'text-white/50'}`}>
            {t(active ? (member.second_factor ? 'staff_ready' : 'staff_link_sent') : 'staff_disabled')}
          </p>
        </div>
        {active && (
          <DeskButton
            look="danger"
            disabled={status.isPending}
            onClick={() => status.mutate({ id: member.id, enabled: false })}
          >
            {t('disable')}
          </DeskButton>
        )}
      </div>
      <FormAlert className="mt-2" message={status.error ? failureText(status.error, failure) : null} />
    </Card>
  );
}

const NO_STAFF: NewStaff = { name: '', phone: '', group: 'view_only' };

function AddStaff() {
  const { t, failure } = useDeskTexts();
  const create = useCreateStaff();
  const [form, setForm] = useState(NO_STAFF);
  const errors = fieldErrors(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate(form, { onSuccess: () => setForm(NO_STAFF) });
  };
  const field = (name: 'name' | 'phone') => ({
    name,
    value: form[name],
    error: errors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });
  return (
    <Card>
      <h2 className="mb-3 font-bold text-amber-200">{t('add_staff')}</h2>
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('add_staff')}>
        <p className="text-sm text-white/70">{t('add_staff_note')}</p>
        <FormAlert
          message={
            create.error && Object.keys(errors).length === 0 ? failureText(create.error, failure) : null
          }
        />
        {create.isSuccess && (
          <p role="status" className="rounded-lg bg-emerald-500/15 px-3 py-2 text-sm text-emerald-200">
            {t('staff_created', {
              user_name: create.data.data.user_name,
              phone: create.data.data.link_sent_to,
            })}
          </p>
        )}
        <TextField {...field('name')} label={t('staff_name')} />
        <TextField {...field('phone')} label={t('phone')} inputMode="tel" autoComplete="off" />
        <fieldset>
          <legend className="mb-1 text-sm text-white/80">{t('permission_group')}</legend>
          <div className="space-y-1.5">
            {AGENT_STAFF_GROUPS.map((group) => (
              <label key={group} className="flex items-start gap-2 rounded-lg bg-black/30 px-3 py-2 text-sm">
                <input
                  type="radio"
                  name="group"
                  value={group}
                  checked={form.group === group}
                  onChange={() => setForm((current) => ({ ...current, group }))}
                  className="mt-1 accent-amber-400"
                />
                <span>
                  <span className="block font-semibold text-white">{t(GROUP_LABELS[group])}</span>
                  <span className="block text-xs text-white/60">{t(GROUP_NOTES[group])}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="staff-group-error">{errors.group}</FieldError>
        </fieldset>
        <SubmitButton pending={create.isPending} label={t('create_staff')} pendingLabel={t('saving')} />
      </form>
    </Card>
  );
}
