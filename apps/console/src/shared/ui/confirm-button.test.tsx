import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';
import { ReasonConfirmButton } from './reason-confirm';

describe('confirmation dialog', () => {
  it('takes focus, keeps Tab inside, closes on Escape without acting and gives focus back', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(
      <>
        <button type="button">Before</button>
        <ConfirmButton label="Ban" question="Ban ZY1234?" onConfirm={onConfirm} />
        <button type="button">After</button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Ban' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Ban' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { description: 'Ban ZY1234?' })).toBe(dialog);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab();
    expect(document.activeElement).toBe(confirm);
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('starts at the reason a decision needs, and returns focus after it is confirmed', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<ReasonConfirmButton label="Reject" question="Reject deposit #5?" onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Reject' });
    await userEvent.click(opener);
    const reason = screen.getByLabelText('Reason (for the audit log)');
    expect(document.activeElement).toBe(reason);
    await userEvent.keyboard('wrong amount');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('wrong amount');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
  it('says the reason is required, and asks for it when Confirm is pressed without one', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<ReasonConfirmButton label="Ban" question="Ban ZY1234?" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ban' }));
    const reason = screen.getByRole('textbox', { name: 'Reason (for the audit log)' });
    expect(reason.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Required: at least 3 characters.' })).toBe(reason);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Type a reason first: Confirm needs it.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('ok');
    await userEvent.click(confirm);
    expect(screen.getByText('At least 3 characters.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('!');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('ok!');
  });
});
