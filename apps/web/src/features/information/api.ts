import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export interface ChangePasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/change-password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (form: ChangePasswordForm) => api<null>('/change-password', { method: 'POST', body: form }),
  });
}
