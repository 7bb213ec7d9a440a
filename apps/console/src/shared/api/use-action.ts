import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useUiTexts } from '../ui/messages';
import { ApiError, consoleApi } from './client';

/**
 * A console action that changes something (run from a ConfirmButton): on success it toasts the server's message and
 * refetches the queries under `refetch`; on failure it toasts the server's message and keeps its per-field errors
 * (422) for the form. Resolves to the reply's data, or undefined when refused.
 */
export function useConsoleAction(refetch: QueryKey) {
  const { t } = useUiTexts();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const run = async <T>(
    path: string,
    init: Parameters<typeof consoleApi>[1] = {},
  ): Promise<T | undefined> => {
    try {
      const reply = await consoleApi<T>(path, { method: 'POST', ...init });
      setErrors({});
      toast.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: refetch });
      return reply.data;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.errors);
      toast.error(error.status > 0 && error.message ? error.message : t('failed'));
      return undefined;
    }
  };
  return { run, errors };
}

/** The `run` of a console action, as a feature's api.ts takes it to call one of its paths. */
export type ConsoleRun = ReturnType<typeof useConsoleAction>['run'];
